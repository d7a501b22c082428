/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { currentLanguage, useSessionStore, useTokenStore } from '@academy/shared';
import { fakeApi, initTestI18n, json } from '@academy/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from './LanguageSwitcher';

const STUDENT = {
  id: 7,
  email: 'aruzhan@example.test',
  first_name: 'Aruzhan',
  last_name: 'Sadykova',
  photo: null,
  language: 'en',
};

beforeEach(async () => {
  await initTestI18n('en');
  jest.restoreAllMocks();
});

afterEach(() => {
  act(() => useTokenStore.getState().clearTokens());
});

function signIn() {
  act(() => {
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    useSessionStore.getState().setUser(STUDENT as never);
  });
}

it('switches the site and has a signed-in account keep the language for its mails', async () => {
  const calls = fakeApi({
    'PATCH /student/student/update/': () => json(200, { ...STUDENT, language: 'kk' }),
  });
  signIn();
  render(<LanguageSwitcher />);
  await userEvent.selectOptions(screen.getByRole('combobox'), 'kk');
  await waitFor(() => expect(useSessionStore.getState().user?.language).toBe('kk'));
  expect(currentLanguage()).toBe('kk');
  expect(calls).toEqual([
    expect.objectContaining({ route: 'PATCH /student/student/update/', body: { language: 'kk' } }),
  ]);
});

it('asks nothing of the API for a visitor', async () => {
  const calls = fakeApi({});
  render(<LanguageSwitcher />);
  await userEvent.selectOptions(screen.getByRole('combobox'), 'ru');
  expect(currentLanguage()).toBe('ru');
  await act(async () => undefined);
  expect(calls).toEqual([]);
});

it('keeps the site in the new language when the account cannot save it', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeApi({ 'PATCH /student/student/update/': () => json(500, {}) });
  signIn();
  render(<LanguageSwitcher />);
  await userEvent.selectOptions(screen.getByRole('combobox'), 'ru');
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(currentLanguage()).toBe('ru');
  expect(screen.getByRole('combobox')).toHaveValue('ru');
  expect(useSessionStore.getState().user?.language).toBe('en');
});
