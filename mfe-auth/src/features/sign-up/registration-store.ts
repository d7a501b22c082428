import {
  ApiError,
  createMutation,
  errorMessage,
  i18n,
  useSessionStore,
  useTokenStore,
  validateSignUp,
  type FallbackKey,
} from '@academy/shared';
import { create } from 'zustand';
import { postRegister } from './api/post-register';
import { postResendCode } from './api/post-resend-code';
import { postVerifyEmail } from './api/post-verify-email';

type RegistrationField = 'email' | 'password1' | 'password2';

/** The sign-up form of SPEC section 3; the form token it earns lives in the kernel's session store. */
export interface RegistrationFormState {
  email: string;
  password1: string;
  password2: string;
  setField: (field: RegistrationField, value: string) => void;
  reset: () => void;
}

const emptyForm = { email: '', password1: '', password2: '' };

export const useRegistrationForm = create<RegistrationFormState>()((set) => ({
  ...emptyForm,
  setField: (field, value) => set({ [field]: value }),
  reset: () => set(emptyForm),
}));

/** A failure without a server answer says "something went wrong" rather than the call's name. */
function message(fallback: FallbackKey) {
  return (error: unknown) =>
    error instanceof ApiError
      ? errorMessage(error, fallback)
      : i18n.t('common:errors.somethingWentWrong', {
          defaultValue: 'Something went wrong. Please try again.',
        });
}

/** Sign-up; success opens the verification modal. */
export const useRegister = createMutation({
  mutate: (payload: { email: string; password1: string; password2: string }) => postRegister(payload),
  fallback: 'registration',
  message: message('registration'),
  onSuccess: (response) => {
    const access = (response as { access?: unknown }).access;
    if (typeof access === 'string') useSessionStore.getState().setFormToken(access);
  },
});

/** The code from the e-mail; success signs the student in. */
export const useVerifyEmail = createMutation({
  mutate: (email: string, code: string) => postVerifyEmail({ email, code }),
  fallback: 'emailVerification',
  message: message('emailVerification'),
  onSuccess: (tokens) => {
    useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
    useSessionStore.getState().setFormToken(tokens.access);
    useRegistrationForm.setState({ password1: '', password2: '' });
  },
});

export const useResendCode = createMutation({
  mutate: (email: string) => postResendCode({ email }),
  fallback: 'resendCode',
  message: message('resendCode'),
});

/** Checks the form (SPEC 5) and sends it; false with the rule's message when it does not pass. */
export function register(): Promise<boolean> {
  const { email, password1, password2 } = useRegistrationForm.getState();
  const problem = validateSignUp({ email, password1, password2 });
  if (problem) {
    useRegister.getState().fail(i18n.t(`common:${problem}`));
    return Promise.resolve(false);
  }
  return useRegister.getState().run({ email: email.trim(), password1, password2 });
}

export function verifyEmail(code: string): Promise<boolean> {
  return useVerifyEmail.getState().run(useRegistrationForm.getState().email.trim(), code);
}

export function resendCode(): Promise<boolean> {
  return useResendCode.getState().run(useRegistrationForm.getState().email.trim());
}

/** Forgets the form and every step's result (e.g. when the modal closes). */
export function resetRegistration(): void {
  useRegistrationForm.getState().reset();
  for (const step of [useRegister, useVerifyEmail, useResendCode]) step.getState().reset();
}

// Signing out (here, elsewhere or in another tab) forgets the form too.
useTokenStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null) resetRegistration();
});
