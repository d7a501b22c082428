import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { postTranslate } from './api/post-translate';
import { translateText, useTranslatedText } from './translate-text';

jest.mock('./api/post-translate');

beforeEach(async () => {
  jest.resetAllMocks();
  await act(() => initTestI18n('en'));
});

it('keeps English text as written without a call', async () => {
  expect(await translateText('Topic 1', 'en')).toEqual({ text: 'Topic 1', error: null });
  expect(postTranslate).not.toHaveBeenCalled();
});

it('translates into the UI language and remembers the result', async () => {
  jest.mocked(postTranslate).mockResolvedValue({ text: 'Тема 1', translated: true });
  expect(await translateText('Topic one', 'ru')).toEqual({ text: 'Тема 1', error: null });
  expect(await translateText('Topic one', 'ru')).toEqual({ text: 'Тема 1', error: null });
  expect(postTranslate).toHaveBeenCalledTimes(1);
  expect(postTranslate).toHaveBeenCalledWith({ text: 'Topic one', target: 'ru' });
});

it('keeps the original text and returns the error when translation fails', async () => {
  jest.mocked(postTranslate).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  expect(await translateText('Description', 'kk')).toEqual({ text: 'Description', error: 'No connection' });
});

it('shows the original first and the translation once it arrives', async () => {
  jest.mocked(postTranslate).mockResolvedValue({ text: 'Сипаттама', translated: true });
  await act(() => initTestI18n('kk'));
  const { result } = renderHook(() => useTranslatedText('Course description'));
  expect(result.current.text).toBe('Course description');
  await waitFor(() => expect(result.current).toEqual({ text: 'Сипаттама', translating: false, error: null }));
});
