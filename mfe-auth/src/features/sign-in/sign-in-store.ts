import { createMutation, postLogin, useTokenStore, type LoginPayload } from '@academy/shared';
import { create } from 'zustand';

/** The sign-in form's e-mail and password. */
export interface SignInFormState {
  email: string;
  password: string;
  setCredentials: (values: Partial<Pick<SignInFormState, 'email' | 'password'>>) => void;
}

export const useSignInForm = create<SignInFormState>()((set) => ({
  email: '',
  password: '',
  setCredentials: (values) => set(values),
}));

/** Sign-in: stores the tokens; `errorCode` "email_not_verified" opens the verification modal. */
export const useSignIn = createMutation({
  mutate: (credentials: LoginPayload) => postLogin(credentials),
  fallback: 'authorization',
  onSuccess: (tokens) => {
    useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
    useSignInForm.setState({ password: '' });
  },
});

/** Signs in with the given credentials, or with the form's. */
export function signIn(payload?: LoginPayload): Promise<boolean> {
  const { email, password } = useSignInForm.getState();
  return useSignIn.getState().run(payload ?? { email, password });
}
