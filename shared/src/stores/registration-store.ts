import { create } from 'zustand';
import { useTokenStore } from '../auth/token-store';
import { ApiError, errorMessage } from '../api/errors';
import { postRegister } from '../api/endpoints/post-register';
import { postResendCode } from '../api/endpoints/post-resend-code';
import { postVerifyEmail } from '../api/endpoints/post-verify-email';
import { i18n } from '../i18n';
import { validateSignUp } from '../rules/validation';

type RegistrationField = 'email' | 'password1' | 'password2';

/** Registration form state of SPEC section 3, plus the e-mail verification that follows it. */
export interface RegistrationState {
  email: string;
  password1: string;
  password2: string;
  loading: boolean;
  error: string | null;
  errorCode: string | null;
  fieldErrors: Record<string, string[]>;
  /** True once the server accepted the sign-up (the verification modal opens). */
  success: boolean;
  /** Access token once the e-mail is verified; with it the sign-up screen navigates to /. */
  token: string | null;
  /** Seconds the server asks to wait before another code (429 on resend). */
  retryAfter: number | null;
  setField: (field: RegistrationField, value: string) => void;
  register: () => Promise<boolean>;
  verifyEmail: (code: string) => Promise<boolean>;
  resendCode: () => Promise<boolean>;
  reset: () => void;
}

const initial = {
  email: '',
  password1: '',
  password2: '',
  loading: false,
  error: null,
  errorCode: null,
  fieldErrors: {},
  success: false,
  token: null,
  retryAfter: null,
};

function failure(error: unknown, fallback: 'registration' | 'emailVerification' | 'resendCode') {
  return {
    loading: false,
    error:
      error instanceof ApiError
        ? errorMessage(error, fallback)
        : i18n.t('common:errors.somethingWentWrong', { defaultValue: 'Something went wrong. Please try again.' }),
    errorCode: error instanceof ApiError ? (error.code ?? null) : null,
    fieldErrors: error instanceof ApiError ? error.fieldErrors : {},
    retryAfter: error instanceof ApiError ? (error.retryAfter ?? null) : null,
  };
}

export const useRegistrationStore = create<RegistrationState>()((set, get) => ({
  ...initial,

  setField: (field, value) => set({ [field]: value }),

  register: async () => {
    const { email, password1, password2 } = get();
    const problem = validateSignUp({ email, password1, password2 });
    if (problem) {
      set({ error: i18n.t(`common:${problem}`), errorCode: null, fieldErrors: {}, success: false });
      return false;
    }
    set({ loading: true, error: null, errorCode: null, fieldErrors: {}, success: false });
    try {
      const response = await postRegister({ email: email.trim(), password1, password2 });
      const access = (response as { access?: unknown }).access;
      set({ loading: false, success: true, token: typeof access === 'string' ? access : get().token });
      return true;
    } catch (error) {
      set({ ...failure(error, 'registration'), success: false });
      return false;
    }
  },

  verifyEmail: async (code) => {
    set({ loading: true, error: null, errorCode: null, fieldErrors: {} });
    try {
      const tokens = await postVerifyEmail({ email: get().email.trim(), code });
      useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
      set({ loading: false, token: tokens.access, password1: '', password2: '' });
      return true;
    } catch (error) {
      set(failure(error, 'emailVerification'));
      return false;
    }
  },

  resendCode: async () => {
    set({ loading: true, error: null, errorCode: null, fieldErrors: {}, retryAfter: null });
    try {
      await postResendCode({ email: get().email.trim() });
      set({ loading: false });
      return true;
    } catch (error) {
      set(failure(error, 'resendCode'));
      return false;
    }
  },

  reset: () => set(initial),
}));

useTokenStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null) useRegistrationStore.setState({ token: null });
});
