import { act } from '@testing-library/react';

describe('token store', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.resetModules();
  });

  it('keeps tokens in local storage under the keys token and refreshToken', async () => {
    const { useTokenStore } = await import('./token-store');
    act(() => useTokenStore.getState().setTokens('access-1', 'refresh-1'));
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('restores the tokens after a reload', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    const { useTokenStore } = await import('./token-store');
    expect(useTokenStore.getState().token).toBe('stored-access');
    expect(useTokenStore.getState().refreshToken).toBe('stored-refresh');
  });

  it('clears both tokens from memory and storage', async () => {
    const { useTokenStore } = await import('./token-store');
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    act(() => useTokenStore.getState().clearTokens());
    expect(useTokenStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
