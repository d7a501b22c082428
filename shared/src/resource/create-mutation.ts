import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { ApiError, errorMessage, type FallbackKey } from '../api/errors';

/** One action that changes server data, with its own pending flag and error (never shared with another action). */
export interface MutationState<A extends unknown[], R> {
  pending: boolean;
  error: string | null;
  /** Server code of the last failure, e.g. "email_not_verified". */
  errorCode: string | null;
  fieldErrors: Record<string, string[]>;
  /** Seconds the server asks to wait before trying again (429). */
  retryAfter: number | null;
  /** The last successful result. */
  data: R | null;
  /** Runs the action; resolves to true on success, never throws. */
  run: (...args: A) => Promise<boolean>;
  /** Shows an error found before calling the server (e.g. a form rule). */
  fail: (message: string) => void;
  reset: () => void;
}

export interface MutationOptions<A extends unknown[], R> {
  mutate: (...args: A) => Promise<R>;
  fallback: FallbackKey;
  /** Runs after success, before `pending` turns false (e.g. to update the session or a resource). */
  onSuccess?: (result: R, ...args: A) => void | Promise<void>;
  /** Message of a failure; errorMessage(error, fallback) by default. */
  message?: (error: unknown) => string;
}

export type MutationStore<A extends unknown[], R> = UseBoundStore<StoreApi<MutationState<A, R>>>;

const idle = { pending: false, error: null, errorCode: null, fieldErrors: {}, retryAfter: null };

export function createMutation<A extends unknown[], R>(options: MutationOptions<A, R>): MutationStore<A, R> {
  return create<MutationState<A, R>>()((set) => ({
    ...idle,
    data: null,

    run: async (...args) => {
      set({ ...idle, pending: true });
      try {
        const result = await options.mutate(...args);
        await options.onSuccess?.(result, ...args);
        set({ pending: false, data: result });
        return true;
      } catch (error) {
        const api = error instanceof ApiError ? error : null;
        set({
          pending: false,
          error: options.message ? options.message(error) : errorMessage(error, options.fallback),
          errorCode: api?.code ?? null,
          fieldErrors: api?.fieldErrors ?? {},
          retryAfter: api?.retryAfter ?? null,
        });
        return false;
      }
    },

    fail: (message) => set({ ...idle, error: message }),

    reset: () => set({ ...idle, data: null }),
  }));
}
