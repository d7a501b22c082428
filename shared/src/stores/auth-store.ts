import { create } from 'zustand';
import { useTokenStore } from '../auth/token-store';
import { ApiError, errorMessage, type FallbackKey } from '../api/errors';
import { deleteAccount } from '../api/endpoints/delete-account';
import { getProfile } from '../api/endpoints/get-profile';
import { getStudentCourses } from '../api/endpoints/get-student-courses';
import { getStudentTopics } from '../api/endpoints/get-student-topics';
import { patchPassword } from '../api/endpoints/patch-password';
import { patchPhoto } from '../api/endpoints/patch-photo';
import { patchProfile } from '../api/endpoints/patch-profile';
import { postLogin } from '../api/endpoints/post-login';
import { postPayment } from '../api/endpoints/post-payment';
import { useRegistrationStore } from './registration-store';
import type {
  Course,
  LoginPayload,
  PasswordChangePayload,
  PaymentData,
  ProfileUpdatePayload,
  StudentTopic,
  User,
} from '../api/types';

/** Session state of SPEC section 3; the tokens themselves live in useTokenStore. */
export interface AuthState {
  user: User | null;
  email: string;
  password: string;
  loading: boolean;
  error: string | null;
  /** Server code of the last failure, e.g. "email_not_verified" (sign-in then opens the verification modal). */
  errorCode: string | null;
  fieldErrors: Record<string, string[]>;
  success: boolean;
  errorNewPassword: string | null;
  isAuthenticated: boolean;
  /** Mirrors of useTokenStore (the owner of the tokens), kept for the spec's session shape. */
  token: string | null;
  refreshToken: string | null;
  courses: Course[];
  currentCourseTopics: StudentTopic[];
  paymentData: PaymentData | null;
  setCredentials: (values: Partial<Pick<AuthState, 'email' | 'password'>>) => void;
  clearError: () => void;
  login: (payload?: LoginPayload) => Promise<boolean>;
  logout: () => void;
  fetchProfile: () => Promise<boolean>;
  updateProfile: (payload: ProfileUpdatePayload) => Promise<boolean>;
  updatePhoto: (photo: Blob) => Promise<boolean>;
  changePassword: (payload: PasswordChangePayload) => Promise<boolean>;
  deleteAccount: () => Promise<boolean>;
  fetchStudentCourses: () => Promise<boolean>;
  fetchCurrentCourseTopics: (courseId: number) => Promise<boolean>;
  createPayment: (courseId: number) => Promise<PaymentData | null>;
  clearPaymentData: () => void;
}

const signedOut = {
  user: null,
  isAuthenticated: false,
  courses: [],
  currentCourseTopics: [],
  paymentData: null,
} satisfies Partial<AuthState>;

function failure(error: unknown, fallback: FallbackKey) {
  return {
    loading: false,
    success: false,
    error: errorMessage(error, fallback),
    errorCode: error instanceof ApiError ? (error.code ?? null) : null,
    fieldErrors: error instanceof ApiError ? error.fieldErrors : {},
  };
}

const pending = { loading: true, error: null, errorCode: null, fieldErrors: {}, success: false };

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...signedOut,
  isAuthenticated: useTokenStore.getState().token !== null,
  token: useTokenStore.getState().token,
  refreshToken: useTokenStore.getState().refreshToken,
  email: '',
  password: '',
  loading: false,
  error: null,
  errorCode: null,
  fieldErrors: {},
  success: false,
  errorNewPassword: null,

  setCredentials: (values) => set(values),
  clearError: () => set({ error: null, errorCode: null, fieldErrors: {}, errorNewPassword: null }),

  login: async (payload) => {
    const credentials = payload ?? { email: get().email, password: get().password };
    set(pending);
    try {
      const tokens = await postLogin(credentials);
      useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
      set({ loading: false, success: true, isAuthenticated: true, password: '' });
      return true;
    } catch (error) {
      set({ ...failure(error, 'authorization'), isAuthenticated: false });
      return false;
    }
  },

  logout: () => {
    useTokenStore.getState().clearTokens();
    useRegistrationStore.getState().reset();
    set({ ...signedOut, email: '', password: '', error: null, errorCode: null, fieldErrors: {}, success: false });
  },

  fetchProfile: async () => {
    set(pending);
    try {
      const user = await getProfile();
      set({ loading: false, user, isAuthenticated: true });
      return true;
    } catch (error) {
      // The spec removes the stored token when the profile cannot be read; a lost connection is no verdict on it.
      if (!(error instanceof ApiError) || error.kind === 'http') useTokenStore.getState().clearTokens();
      set(failure(error, 'authorization'));
      return false;
    }
  },

  updateProfile: async (payload) => {
    set(pending);
    try {
      const updated = await patchProfile(payload);
      set((state) => ({ loading: false, success: true, user: state.user ? { ...state.user, ...updated } : updated }));
      return true;
    } catch (error) {
      set(failure(error, 'profileUpdate'));
      return false;
    }
  },

  updatePhoto: async (photo) => {
    set(pending);
    try {
      const updated = await patchPhoto(photo);
      set((state) => ({
        loading: false,
        success: true,
        user: state.user ? { ...state.user, photo: updated.photo } : updated,
      }));
      return true;
    } catch (error) {
      set(failure(error, 'photoUpdate'));
      return false;
    }
  },

  changePassword: async (payload) => {
    set({ ...pending, errorNewPassword: null });
    try {
      await patchPassword(payload);
      set({ loading: false, success: true });
      return true;
    } catch (error) {
      const failed = failure(error, 'passwordReset');
      const fieldMessage = error instanceof ApiError ? error.fieldError('new_password') : undefined;
      set({ ...failed, error: null, errorNewPassword: fieldMessage ?? failed.error });
      return false;
    }
  },

  deleteAccount: async () => {
    set(pending);
    try {
      await deleteAccount();
      useTokenStore.getState().clearTokens();
      set({ ...signedOut, loading: false, success: true, email: '', password: '' });
      return true;
    } catch (error) {
      set(failure(error, 'accountDeletion'));
      return false;
    }
  },

  fetchStudentCourses: async () => {
    set(pending);
    try {
      const courses = await getStudentCourses();
      set({ loading: false, courses });
      return true;
    } catch (error) {
      set(failure(error, 'coursesFetch'));
      return false;
    }
  },

  fetchCurrentCourseTopics: async (courseId) => {
    set(pending);
    try {
      const currentCourseTopics = await getStudentTopics(courseId);
      set({ loading: false, currentCourseTopics });
      return true;
    } catch (error) {
      set(failure(error, 'topicsFetch'));
      return false;
    }
  },

  createPayment: async (courseId) => {
    set(pending);
    try {
      const paymentData = await postPayment({ course: courseId });
      set({ loading: false, success: true, paymentData });
      return paymentData;
    } catch (error) {
      set(failure(error, 'payment'));
      return null;
    }
  },

  clearPaymentData: () => set({ paymentData: null }),
}));

// Tokens cleared anywhere (refresh failure, another tab, logout) sign the session out too.
useTokenStore.subscribe((state, previous) => {
  useAuthStore.setState({ token: state.token, refreshToken: state.refreshToken });
  if (state.token === null && previous.token !== null) useAuthStore.setState(signedOut);
  if (state.token !== null && previous.token === null) useAuthStore.setState({ isAuthenticated: true });
});
