import { createMutation, useSessionStore, useTokenStore } from '@academy/shared';
import { codeErrorMessage } from '../../lib/code-errors';
import { postResendCode } from './api/post-resend-code';
import { postVerifyEmail } from './api/post-verify-email';

/**
 * The code from the e-mail, with the password the student typed when there is one: the account takes
 * it, whoever's registration caused the code (decision 0103). Success signs the student in (tokens,
 * and the form token of docs/product/accounts-and-sign-in.md#signed-in).
 */
export const useVerifyEmail = createMutation({
  mutate: (email: string, code: string, password?: string) =>
    postVerifyEmail(password === undefined ? { email, code } : { email, code, password }),
  fallback: 'emailVerification',
  message: codeErrorMessage('emailVerification'),
  onSuccess: (tokens) => {
    useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
    useSessionStore.getState().setFormToken(tokens.access);
  },
});

/** "Request again": a new code by e-mail; a 429 carries how long to wait (`retryAfter`). */
export const useResendCode = createMutation({
  mutate: (email: string) => postResendCode({ email }),
  fallback: 'resendCode',
  message: codeErrorMessage('resendCode'),
});

export function resetVerification(): void {
  useVerifyEmail.getState().reset();
  useResendCode.getState().reset();
}

// Signing out (here, elsewhere or in another tab) forgets the last verification.
useTokenStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null) resetVerification();
});
