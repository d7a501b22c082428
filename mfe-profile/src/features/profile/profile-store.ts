import {
  ApiError,
  createMutation,
  errorMessage,
  i18n,
  useSessionStore,
  useTokenStore,
  type PasswordChangePayload,
  type ProfileUpdatePayload,
  type User,
} from '@academy/shared';
import { deleteAccount } from './api/delete-account';
import { deletePhoto } from './api/delete-photo';
import { patchPassword } from './api/patch-password';
import { patchPhoto, type UploadProgress } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';
import { usePurchases, useRefuseCourse } from './purchases-store';

/** Confirmed changes go into the kernel's session user, so the card and the header follow at once. */
function mergeIntoSession(changes: Partial<User>): void {
  const { user, setUser, updateUser } = useSessionStore.getState();
  if (user) updateUser(changes);
  else if (typeof changes.id === 'number') setUser(changes as User);
}

/**
 * The message of the name-edit modal (SPEC 8): the server's words, or 'Error updating profile data'
 * when the answer carried none; a lost connection or a timeout says so.
 */
function namesFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.kind !== 'http' || error.detail || Object.keys(error.fieldErrors).length > 0)
  )
    return error.message;
  return i18n.t('profile:personal.updateError');
}

/** The profile screen's actions, each with its own pending flag and error. */
export const useUpdateNames = createMutation({
  mutate: (payload: ProfileUpdatePayload) => patchProfile(payload),
  fallback: 'profileUpdate',
  onSuccess: (updated) => mergeIntoSession(updated),
  message: namesFailure,
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
 * signs out every other device and answers a fresh token pair for this one (issue 12), which
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
    useRefuseCourse,
  ]) {
    store.getState().reset();
  }
  usePurchases.getState().reset();
}
