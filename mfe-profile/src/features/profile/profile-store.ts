import {
  ApiError,
  createMutation,
  errorMessage,
  useSessionStore,
  type PasswordChangePayload,
  type ProfileUpdatePayload,
} from '@academy/shared';
import { deleteAccount } from './api/delete-account';
import { patchPassword } from './api/patch-password';
import { patchPhoto } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';

/**
 * The profile screen's four actions, each with its own pending flag and error.
 * Confirmed changes go into the kernel's session user, so the header follows.
 */
export const useUpdateNames = createMutation({
  mutate: (payload: ProfileUpdatePayload) => patchProfile(payload),
  fallback: 'profileUpdate',
  onSuccess: (updated) => {
    const { user, setUser } = useSessionStore.getState();
    setUser(user ? { ...user, ...updated } : updated);
  },
});

export const useUpdatePhoto = createMutation({
  mutate: (photo: Blob) => patchPhoto(photo),
  fallback: 'photoUpdate',
  onSuccess: (updated) => {
    const { user, setUser } = useSessionStore.getState();
    setUser(user ? { ...user, photo: updated.photo } : updated);
  },
});

/** The message under the new-password field: the server's message for it, else the call's. */
export const useChangePassword = createMutation({
  mutate: (payload: PasswordChangePayload) => patchPassword(payload),
  fallback: 'passwordReset',
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
