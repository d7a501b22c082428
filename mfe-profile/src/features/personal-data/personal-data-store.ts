import { createMutation, useSessionStore, type ProfileUpdatePayload, type User } from '@academy/shared';
import { serverWordsOr } from '../../lib/server-words';
import { deletePhoto } from './api/delete-photo';
import { patchPhoto, type UploadProgress } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';

/** Confirmed changes go into the kernel's session user, so the card and the header follow at once. */
function mergeIntoSession(changes: Partial<User>): void {
  const { user, setUser, updateUser } = useSessionStore.getState();
  if (user) updateUser(changes);
  else if (typeof changes.id === 'number') setUser(changes as User);
}

/** The personal-data panel's actions, each with its own pending flag and error. */
export const useUpdateNames = createMutation({
  mutate: (payload: ProfileUpdatePayload) => patchProfile(payload),
  fallback: 'profileUpdate',
  onSuccess: (updated) => mergeIntoSession(updated),
  // The name-edit modal (docs/product/profile.md#personal-data): else 'Error updating profile data'.
  message: serverWordsOr('profile:personal.updateError'),
});

/** Status, residential address and IIN/BIN (docs/decisions/0160): a partial update of the same endpoint. */
export const useUpdateProfileFacts = createMutation({
  mutate: (payload: ProfileUpdatePayload) => patchProfile(payload),
  fallback: 'profileUpdate',
  onSuccess: (updated) => mergeIntoSession(updated),
});

export const useUpdatePhoto = createMutation({
  mutate: (photo: Blob, onProgress?: UploadProgress) => patchPhoto(photo, onProgress),
  fallback: 'photoUpdate',
  onSuccess: (updated) => mergeIntoSession({ photo: updated.photo }),
});

export const useDeletePhoto = createMutation({
  mutate: () => deletePhoto(),
  fallback: 'photoUpdate',
  onSuccess: (updated) => mergeIntoSession({ photo: updated.photo }),
});

/** Forgets the state of every personal-data action (log out, account deleted). */
export function resetPersonalData(): void {
  for (const store of [useUpdateNames, useUpdateProfileFacts, useUpdatePhoto, useDeletePhoto]) {
    store.getState().reset();
  }
}
