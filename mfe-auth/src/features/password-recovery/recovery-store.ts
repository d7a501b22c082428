import { createMutation, i18n, useTokenStore, validateNewPassword } from '@academy/shared';
import { codeErrorMessage } from '../../lib/code-errors';
import { CODE_LENGTH } from '../../lib/verification-code';
import { create } from 'zustand';
import { postPasswordReset } from './api/post-password-reset';
import { postPasswordResetConfirm } from './api/post-password-reset-confirm';
import { postPasswordResetVerify } from './api/post-password-reset-verify';

/**
 * The three steps of the password recovery dialog (docs/product/accounts-and-sign-in.md#password-recovery),
 * then done.
 */
export type RecoveryStep = 'email' | 'code' | 'password' | 'done';

/** Where the recovery dialog stands; each step's call keeps its own pending flag and error below. */
export interface RecoveryState {
  step: RecoveryStep;
  /** Digits of the mailed recovery code, as the API's answer to step 1 says (`code_length`); 4 without it. */
  codeLength: number;
  email: string;
  resetToken: string | null;
  /**
   * The token pair the new password answered (docs/decisions/0108), held until the success step's
   * Log in: stored at once, the sign-in screen behind the dialog would send the now signed-in
   * student on to / before they read that the password changed (decision 0500).
   */
  signIn: { access: string; refresh: string } | null;
  /** Step 1: sends the four-digit code to the e-mail. */
  requestCode: (email: string) => Promise<boolean>;
  /** "Request again" on step 2. */
  resendCode: () => Promise<boolean>;
  /** Step 2: exchanges the code for a reset token. */
  verifyCode: (code: string) => Promise<boolean>;
  /** Step 3: sets the new password (same rules and messages as account security). */
  setNewPassword: (password1: string, password2: string) => Promise<boolean>;
  /** The success step's Log in: signs this device in with the pair the API answered, if it did. */
  logIn: () => void;
  /** "Use another e-mail" on step 2: back to step 1 with the address kept for editing. */
  backToEmail: () => void;
  reset: () => void;
}

export const useRequestCode = createMutation({
  mutate: (email: string) => postPasswordReset({ email }),
  fallback: 'passwordRecovery',
});
export const useResendRecoveryCode = createMutation({
  mutate: (email: string) => postPasswordReset({ email }),
  fallback: 'passwordRecovery',
  message: codeErrorMessage('passwordRecovery'),
});
export const useVerifyRecoveryCode = createMutation({
  mutate: (email: string, code: string) => postPasswordResetVerify({ email, code }),
  fallback: 'passwordRecovery',
  message: codeErrorMessage('passwordRecovery'),
});
export const useSetNewPassword = createMutation({
  mutate: (resetToken: string, password1: string, password2: string) =>
    postPasswordResetConfirm({ reset_token: resetToken, new_password1: password1, new_password2: password2 }),
  fallback: 'passwordRecovery',
});

const initial = {
  step: 'email' as RecoveryStep,
  codeLength: CODE_LENGTH,
  email: '',
  resetToken: null,
  signIn: null,
};

function codeLengthOf(answer: unknown): number {
  const length =
    typeof answer === 'object' && answer !== null ? (answer as { code_length?: unknown }).code_length : null;
  return typeof length === 'number' && Number.isInteger(length) && length >= 4 && length <= 12
    ? length
    : CODE_LENGTH;
}

export const useRecoveryStore = create<RecoveryState>()((set, get) => ({
  ...initial,

  requestCode: async (email) => {
    const trimmed = email.trim();
    if (trimmed === '') {
      useRequestCode.getState().fail(i18n.t('common:validation.fillAllFields'));
      return false;
    }
    set({ email: trimmed });
    const ok = await useRequestCode.getState().run(trimmed);
    if (ok) set({ step: 'code', codeLength: codeLengthOf(useRequestCode.getState().data) });
    return ok;
  },

  resendCode: () => useResendRecoveryCode.getState().run(get().email),

  verifyCode: async (code) => {
    const ok = await useVerifyRecoveryCode.getState().run(get().email, code);
    const verified = useVerifyRecoveryCode.getState().data;
    if (ok && verified) set({ resetToken: verified.reset_token, step: 'password' });
    return ok;
  },

  setNewPassword: async (password1, password2) => {
    const confirm = useSetNewPassword.getState();
    if (password1 === '' || password2 === '') {
      confirm.fail(i18n.t('common:validation.fillAllFields'));
      return false;
    }
    const problems = validateNewPassword(password1, password2);
    if (problems.length > 0) {
      confirm.fail(problems.map((key) => i18n.t(`common:${key}`)).join(' '));
      return false;
    }
    const resetToken = get().resetToken;
    if (!resetToken) {
      set({ step: 'email' });
      return false;
    }
    const ok = await confirm.run(resetToken, password1, password2);
    // The mailbox is proven, so the API answers a pair (decision 0108); a DRF backend answers none.
    const answer = useSetNewPassword.getState().data;
    const signIn =
      answer?.access && answer.refresh ? { access: answer.access, refresh: answer.refresh } : null;
    if (ok) set({ step: 'done', resetToken: null, signIn });
    return ok;
  },

  logIn: () => {
    const { signIn } = get();
    if (signIn) useTokenStore.getState().setTokens(signIn.access, signIn.refresh);
    set({ signIn: null });
  },

  backToEmail: () => {
    for (const step of [useRequestCode, useResendRecoveryCode, useVerifyRecoveryCode])
      step.getState().reset();
    set({ step: 'email', resetToken: null });
  },

  reset: () => {
    for (const step of [useRequestCode, useResendRecoveryCode, useVerifyRecoveryCode, useSetNewPassword]) {
      step.getState().reset();
    }
    set(initial);
  },
}));
