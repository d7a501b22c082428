import { act, renderHook } from '@testing-library/react';
import { initTestI18n } from '../testing';
import { useLanguage } from './use-language';

it('follows the UI language', async () => {
  await act(() => initTestI18n('en'));
  const { result } = renderHook(() => useLanguage());
  expect(result.current).toBe('en');
  await act(() => initTestI18n('ru'));
  expect(result.current).toBe('ru');
  await act(() => initTestI18n('en'));
});
