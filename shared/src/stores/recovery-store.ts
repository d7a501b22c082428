import { create } from 'zustand';
import { ApiError, errorMessage } from '../api/errors';
import { postPasswordReset } from '../api/endpoints/post-password-reset';
import { postPasswordResetConfirm } from '../api/endpoints/post-password-reset-confirm';
import { postPasswordResetVerify } from '../api/endpoints/post-password-reset-verify';
import { i18n } from '../i18n';
import { validateNewPassword } from '../rules/validation';

/** The three steps of the password recovery dialog (SPEC 2), then done. */
export type RecoveryStep = 'email' | 'code' | 'password' | 'done';

export interface RecoveryState {
  step: RecoveryStep;
  email: string;
  resetToken: string | null;
  loading: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  retryAfter: number | null;
  /** Step 1: sends the four-digit code to the e-mail. */
  requestCode: (email: string) => Promise<boolean>;
  /** "Request again" on step 2. */
  resendCode: () => Promise<boolean>;
  /** Step 2: exchanges the code for a reset token. */
  verifyCode: (code: string) => Promise<boolean>;
  /** Step 3: sets the new password (same rules and messages as account security). */
  setNewPassword: (password1: string, password2: string) => Promise<boolean>;
  reset: () => void;
}

const initial = {
  step: 'email' as RecoveryStep,
  email: '',
  resetToken: null,
  loading: false,
  error: null,
  fieldErrors: {},
  retryAfter: null,
};

const pending = { loading: true, error: null, fieldErrors: {}, retryAfter: null };

function failure(error: unknown) {
  return {
    loading: false,
    error: errorMessage(error, 'passwordRecovery'),
    fieldErrors: error instanceof ApiError ? error.fieldErrors : {},
    retryAfter: error instanceof ApiError ? (error.retryAfter ?? null) : null,
  };
}

export const useRecoveryStore = create<RecoveryState>()((set, get) => ({
  ...initial,

  requestCode: async (email) => {
    const trimmed = email.trim();
    if (trimmed === '') {
      set({ error: i18n.t('common:validation.fillAllFields') });
      return false;
    }
    set({ ...pending, email: trimmed });
    try {
      await postPasswordReset({ email: trimmed });
      set({ loading: false, step: 'code' });
      return true;
    } catch (error) {
      set(failure(error));
      return false;
    }
  },

  resendCode: async () => {
    set(pending);
    try {
      await postPasswordReset({ email: get().email });
      set({ loading: false });
      return true;
    } catch (error) {
      set(failure(error));
      return false;
    }
  },

  verifyCode: async (code) => {
    set(pending);
    try {
      const { reset_token } = await postPasswordResetVerify({ email: get().email, code });
      set({ loading: false, resetToken: reset_token, step: 'password' });
      return true;
    } catch (error) {
      set(failure(error));
      return false;
    }
  },

  setNewPassword: async (password1, password2) => {
    if (password1 === '' || password2 === '') {
      set({ error: i18n.t('common:validation.fillAllFields') });
      return false;
    }
    const problems = validateNewPassword(password1, password2);
    if (problems.length > 0) {
      set({ error: problems.map((key) => i18n.t(`common:${key}`)).join(' ') });
      return false;
    }
    const resetToken = get().resetToken;
    if (!resetToken) {
      set({ step: 'email' });
      return false;
    }
    set(pending);
    try {
      await postPasswordResetConfirm({ reset_token: resetToken, new_password1: password1, new_password2: password2 });
      set({ loading: false, step: 'done', resetToken: null });
      return true;
    } catch (error) {
      set(failure(error));
      return false;
    }
  },

  reset: () => set(initial),
}));
