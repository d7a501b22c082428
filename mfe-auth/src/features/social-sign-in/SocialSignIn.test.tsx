import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fakeApi, json } from '../../testing/fake-api';
import { SocialSignIn } from './SocialSignIn';
import { useSocialProviders } from './social-store';

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  useSocialProviders.getState().reset();
});

it('shows nothing when the API has no provider', async () => {
  const calls = fakeApi({ 'GET /student/auth/oidc/providers/': () => json(200, []) });
  const { container } = render(<SocialSignIn returnTo="http://site.test/signin" />);
  await act(() => useSocialProviders.getState().load());
  expect(calls).toHaveLength(1);
  expect(container).toBeEmptyDOMElement();
});

it('shows nothing when the API cannot say', async () => {
  fakeApi({ 'GET /student/auth/oidc/providers/': () => json(500, { detail: 'A server error occurred.' }) });
  const { container } = render(<SocialSignIn returnTo="http://site.test/signin" />);
  await act(() => useSocialProviders.getState().load());
  expect(container).toBeEmptyDOMElement();
});

it('shows nothing, without an error, and asks only once when the API does not serve social sign-in', async () => {
  // A Django REST backend of the original contract has no such path (docs/decisions/0209).
  const calls = fakeApi({});
  const first = render(<SocialSignIn returnTo="http://site.test/signin" failure={null} />);
  await act(() => useSocialProviders.getState().load());
  expect(first.container).toBeEmptyDOMElement();
  first.unmount();
  // The sign-in screen opened again in the same page: no second request, still nothing shown.
  const second = render(<SocialSignIn returnTo="http://site.test/signin" />);
  await act(() => useSocialProviders.getState().load());
  expect(second.container).toBeEmptyDOMElement();
  expect(calls.map((call) => call.route)).toEqual(['GET /student/auth/oidc/providers/']);
});

it('sends the browser to the API start address of the chosen provider with the way back', async () => {
  fakeApi({
    'GET /student/auth/oidc/providers/': () =>
      json(200, [
        { id: 'google', label: 'Google' },
        { id: 'apple', label: 'Apple' },
      ]),
  });
  const go = jest.fn();
  render(<SocialSignIn returnTo="http://site.test/signin?next=%2Fprofile" go={go} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Apple' }));
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  expect(go).toHaveBeenCalledWith(
    `${API}/student/auth/oidc/apple/start/?return_to=${encodeURIComponent('http://site.test/signin?next=%2Fprofile')}`,
  );
});
