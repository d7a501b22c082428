import {
  ApiError,
  createMutation,
  errorMessage,
  i18n,
  useSessionStore,
  useTokenStore,
  type RegisterPayload,
} from '@academy/shared';
import { create } from 'zustand';
import { postRegister } from './api/post-register';
import { validateSignUp } from './validate-sign-up';

export type RegistrationField = 'email' | 'password1' | 'password2';

/**
 * The sign-up form (docs/product/accounts-and-sign-in.md#sign-up); the form token it earns lives in the
 * kernel's session store.
 */
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

/** Sign-up; success opens the verification modal (or, when the server already answers a token, signs in). */
export const useRegister = createMutation({
  mutate: (payload: RegisterPayload) => postRegister(payload),
  fallback: 'registration',
  // A failure without a server answer says "something went wrong"
  // (docs/product/accounts-and-sign-in.md#sign-up).
  message: (error) =>
    error instanceof ApiError
      ? errorMessage(error, 'registration')
      : i18n.t('common:errors.somethingWentWrong', {
          defaultValue: 'Something went wrong. Please try again.',
        }),
  onSuccess: (response) => {
    const access = (response as { access?: unknown }).access;
    if (typeof access === 'string') useSessionStore.getState().setFormToken(access);
  },
});

/**
 * Checks the form (docs/product/constants.md#password-rules) and sends it; false with the rule's message when
 * it does not pass.
 */
export function register(): Promise<boolean> {
  const { email, password1, password2 } = useRegistrationForm.getState();
  const problem = validateSignUp({ email, password1, password2 });
  if (problem) {
    useRegister.getState().fail(i18n.t(`common:${problem}`));
    return Promise.resolve(false);
  }
  return useRegister.getState().run({ email: email.trim(), password1, password2 });
}

/** Forgets the form and the last answer. */
export function resetRegistration(): void {
  useRegistrationForm.getState().reset();
  useRegister.getState().reset();
}

useTokenStore.subscribe((state, previous) => {
  // Signed in: the passwords are no longer needed in memory.
  if (state.token !== null && previous.token === null)
    useRegistrationForm.setState({ password1: '', password2: '' });
  // Signing out (here, elsewhere or in another tab) forgets the form too.
  if (state.token === null && previous.token !== null) resetRegistration();
});
