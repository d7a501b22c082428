import {
  ApiError,
  createMutation,
  errorMessage,
  useSessionStore,
  useTokenStore,
  type PasswordChangePayload,
  type ProfileUpdatePayload,
  type User,
} from '@academy/shared';
import { deleteAccount } from '../account-security/api/delete-account';
import { deletePhoto } from './api/delete-photo';
import { patchPassword } from '../account-security/api/patch-password';
import { patchPhoto, type UploadProgress } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';
import { resetPurchases } from '../purchases/purchases-store';
import { serverWordsOr } from '../../lib/server-words';

/** Confirmed changes go into the kernel's session user, so the card and the header follow at once. */
function mergeIntoSession(changes: Partial<User>): void {
  const { user, setUser, updateUser } = useSessionStore.getState();
  if (user) updateUser(changes);
  else if (typeof changes.id === 'number') setUser(changes as User);
}

/** The profile screen's actions, each with its own pending flag and error. */
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

/**
 * The message under the new-password field: the server's message for it, else the call's. The API
 * signs out every other device and answers a fresh token pair for this one (docs/decisions/0104), which
 * replaces the stored pair so this tab stays signed in.
 */
export const useChangePassword = createMutation({
  mutate: (payload: PasswordChangePayload) => patchPassword(payload),
  fallback: 'passwordReset',
  onSuccess: (answer) => {
    if (answer.access && answer.refresh) useTokenStore.getState().setTokens(answer.access, answer.refresh);
  },
  message: (error) =>
    (error instanceof ApiError ? error.fieldError('new_password') : undefined) ??
    errorMessage(error, 'passwordReset'),
});

/** Deleting the account signs the student out. */
export const useDeleteAccount = createMutation({
  mutate: () => deleteAccount(),
  fallback: 'accountDeletion',
  onSuccess: () => useSessionStore.getState().signOut(),
});

/** Forgets every action's state and the purchases (log out, account deleted). */
export function resetProfileActions(): void {
  for (const store of [
    useUpdateNames,
    useUpdateProfileFacts,
    useUpdatePhoto,
    useDeletePhoto,
    useChangePassword,
    useDeleteAccount,
  ]) {
    store.getState().reset();
  }
  resetPurchases();
}
