import { act } from '@testing-library/react';
import { useSessionStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { patchPhoto } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';
import { useUpdateNames, useUpdatePhoto } from './personal-data-store';

jest.mock('./api/patch-photo');
jest.mock('./api/patch-profile');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSessionStore.getState().signOut();
  for (const action of [useUpdateNames, useUpdatePhoto]) action.getState().reset();
});

describe('profile changes', () => {
  it('merges the profile update into the session user', async () => {
    useSessionStore.setState({ user: { ...ada, photo: 'http://x/p.png' } });
    jest.mocked(patchProfile).mockResolvedValue({ ...ada, first_name: 'Augusta', photo: null });
    await act(() => useUpdateNames.getState().run({ first_name: 'Augusta', last_name: 'Lovelace' }));
    expect(useSessionStore.getState().user).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it("reports 'Error updating profile data' when the update fails without a message", async () => {
    jest.mocked(patchProfile).mockRejectedValue(new Error('boom'));
    const ok = await act(() => useUpdateNames.getState().run({ first_name: 'A', last_name: 'B' }));
    expect(ok).toBe(false);
    expect(useUpdateNames.getState().error).toBe('Error updating profile data');
  });

  it('replaces only the photo after a photo upload', async () => {
    useSessionStore.setState({ user: ada });
    jest.mocked(patchPhoto).mockResolvedValue({ ...ada, first_name: 'Other', photo: 'http://x/new.png' });
    await act(() => useUpdatePhoto.getState().run(new Blob(['x'])));
    expect(useSessionStore.getState().user).toEqual({ ...ada, photo: 'http://x/new.png' });
  });

  it('reports Photo update error on a failed upload, leaving the other actions alone', async () => {
    jest.mocked(patchPhoto).mockRejectedValue(new Error('boom'));
    await act(() => useUpdatePhoto.getState().run(new Blob(['x'])));
    expect(useUpdatePhoto.getState().error).toBe('Photo update error');
    expect(useUpdateNames.getState().error).toBeNull();
  });
});
