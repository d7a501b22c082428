import { act, renderHook, waitFor } from '@testing-library/react';
import { postTranslate } from '../api/endpoints/post-translate';
import { ApiError } from '../api/errors';
import type { TranslateTextsPayload } from '../api/types';
import { initTestI18n } from '../testing';
import { forgetTranslations } from './remembered';
import { useTranslatedTexts } from './use-translated-texts';

jest.mock('../api/endpoints/post-translate');

/** A translation service that prefixes the language, and keeps texts starting with "Keep" as they are. */
function answerAll() {
  jest.mocked(postTranslate).mockImplementation(async ({ texts, target }: TranslateTextsPayload) => ({
    translations: texts.map((text) =>
      text.startsWith('Keep')
        ? { text, translated: false }
        : { text: `${target}: ${text}`, translated: true },
    ),
  }));
}

beforeEach(async () => {
  jest.resetAllMocks();
  forgetTranslations();
  await act(() => initTestI18n('ru'));
});

afterAll(async () => {
  await act(() => initTestI18n('en'));
});

it('shows English texts as written, without a call', async () => {
  await act(() => initTestI18n('en'));
  const { result } = renderHook(() => useTranslatedTexts(['Topic 1', 'Topic 2']));
  expect(result.current).toEqual({ texts: ['Topic 1', 'Topic 2'], translating: false, error: null });
  await act(async () => undefined);
  expect(postTranslate).not.toHaveBeenCalled();
});

it('shows the originals first, then the translations, asked for in one call and remembered', async () => {
  answerAll();
  const { result } = renderHook(() => useTranslatedTexts(['Topic 1', 'Topic 2', 'Topic 1', ' ']));
  expect(result.current.texts).toEqual(['Topic 1', 'Topic 2', 'Topic 1', ' ']);
  await waitFor(() =>
    expect(result.current).toEqual({
      texts: ['ru: Topic 1', 'ru: Topic 2', 'ru: Topic 1', ' '],
      translating: false,
      error: null,
    }),
  );
  expect(postTranslate).toHaveBeenCalledTimes(1);
  expect(postTranslate).toHaveBeenCalledWith({ texts: ['Topic 1', 'Topic 2'], target: 'ru' });
  // Another screen showing the same text later: no call, the translation at once.
  const again = renderHook(() => useTranslatedTexts(['Topic 2']));
  expect(again.result.current.texts).toEqual(['ru: Topic 2']);
  await act(async () => undefined);
  expect(postTranslate).toHaveBeenCalledTimes(1);
});

it('keeps a text the API did not translate as written, and asks for it again next time', async () => {
  answerAll();
  const { result, unmount } = renderHook(() => useTranslatedTexts(['Keep me', 'Topic 3']));
  await waitFor(() => expect(result.current.texts).toEqual(['Keep me', 'ru: Topic 3']));
  expect(result.current.translating).toBe(false);
  unmount();
  renderHook(() => useTranslatedTexts(['Keep me', 'Topic 3']));
  await waitFor(() => expect(postTranslate).toHaveBeenCalledTimes(2));
  expect(postTranslate).toHaveBeenLastCalledWith({ texts: ['Keep me'], target: 'ru' });
});

it('says it is translating while the call is under way', async () => {
  let answer: () => void = () => undefined;
  jest.mocked(postTranslate).mockImplementation(
    ({ texts }: TranslateTextsPayload) =>
      new Promise((resolve) => {
        answer = () =>
          resolve({ translations: texts.map((text) => ({ text: `ru ${text}`, translated: true })) });
      }),
  );
  const { result } = renderHook(() => useTranslatedTexts(['Description']));
  await waitFor(() => expect(result.current.translating).toBe(true));
  expect(result.current.texts).toEqual(['Description']);
  await act(async () => answer());
  expect(result.current).toEqual({ texts: ['ru Description'], translating: false, error: null });
});

it('keeps the originals and gives the message of a failed call', async () => {
  jest.mocked(postTranslate).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  const { result } = renderHook(() => useTranslatedTexts(['Description']));
  await waitFor(() =>
    expect(result.current).toEqual({ texts: ['Description'], translating: false, error: 'No connection' }),
  );
});

it('sends a text two screens ask for at the same time once', async () => {
  answerAll();
  const first = renderHook(() => useTranslatedTexts(['Seminar A']));
  const second = renderHook(() => useTranslatedTexts(['Seminar A', 'Seminar B']));
  await waitFor(() => expect(second.result.current.texts).toEqual(['ru: Seminar A', 'ru: Seminar B']));
  expect(first.result.current.texts).toEqual(['ru: Seminar A']);
  expect(jest.mocked(postTranslate).mock.calls.map(([payload]) => payload.texts)).toEqual([
    ['Seminar A'],
    ['Seminar B'],
  ]);
});

it('asks for at most 50 texts a call', async () => {
  answerAll();
  const titles = Array.from({ length: 60 }, (_, index) => `Title ${index + 1}`);
  const { result } = renderHook(() => useTranslatedTexts(titles));
  await waitFor(() => expect(result.current.texts[59]).toBe('ru: Title 60'));
  expect(jest.mocked(postTranslate).mock.calls.map(([payload]) => payload.texts.length)).toEqual([50, 10]);
});

it('translates into the new language when the interface language changes', async () => {
  answerAll();
  const { result } = renderHook(() => useTranslatedTexts(['Topic 1']));
  await waitFor(() => expect(result.current.texts).toEqual(['ru: Topic 1']));
  await act(() => initTestI18n('kk'));
  await waitFor(() => expect(result.current.texts).toEqual(['kk: Topic 1']));
  await act(() => initTestI18n('en'));
  expect(result.current.texts).toEqual(['Topic 1']);
});
