import {
  ApiError,
  createMutation,
  errorMessage,
  useSessionStore,
  useTokenStore,
  type PasswordChangePayload,
} from '@academy/shared';
import { deleteAccount } from './api/delete-account';
import { patchPassword } from './api/patch-password';

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

/** Forgets the password change's and the account deletion's state (log out, account deleted). */
export function resetAccountSecurity(): void {
  useChangePassword.getState().reset();
  useDeleteAccount.getState().reset();
}
