import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { errorMessage, type FallbackKey } from '../api/errors';

export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

/** Server data held by a remote: the last answer, where the load stands, and its translated error. */
export interface ResourceState<T, A extends unknown[]> {
  data: T | null;
  status: ResourceStatus;
  error: string | null;
  /** Arguments of the last load (e.g. the course id), null before the first. */
  args: A | null;
  /**
   * Loads the data; a second call with the same arguments while one is in flight
   * shares it. Resolves to true on success, never throws. A newer load with other
   * arguments wins: the older answer is dropped.
   */
  load: (...args: A) => Promise<boolean>;
  /** Loads again with the last arguments (false when never loaded). */
  reload: () => Promise<boolean>;
  /** Changes the held data in place, e.g. after a mutation the server confirmed. */
  setData: (update: (data: T | null) => T | null) => void;
  reset: () => void;
}

export interface ResourceOptions<T, A extends unknown[]> {
  fetch: (...args: A) => Promise<T>;
  /** Key of the translated message (common:errors.fallback.*) when a failure carries none. */
  fallback: FallbackKey;
  initialData?: T | null;
}

export type ResourceStore<T, A extends unknown[] = []> = UseBoundStore<StoreApi<ResourceState<T, A>>>;

/** A zustand store for one piece of server data, replacing hand-written pending/fulfilled/rejected code. */
export function createResource<T, A extends unknown[] = []>(
  options: ResourceOptions<T, A>,
): ResourceStore<T, A> {
  const initialData = options.initialData ?? null;
  let inFlight: { key: string; promise: Promise<boolean> } | null = null;

  return create<ResourceState<T, A>>()((set, get) => ({
    data: initialData,
    status: 'idle',
    error: null,
    args: null,

    load: (...args) => {
      const key = JSON.stringify(args);
      if (inFlight && inFlight.key === key) return inFlight.promise;
      set({ status: 'loading', error: null, args });
      const current = {
        key,
        promise: options.fetch(...args).then(
          (data) => {
            if (inFlight === current) set({ data, status: 'success', error: null });
            return true;
          },
          (error: unknown) => {
            if (inFlight === current) set({ status: 'error', error: errorMessage(error, options.fallback) });
            return false;
          },
        ),
      };
      inFlight = current;
      void current.promise.finally(() => {
        if (inFlight === current) inFlight = null;
      });
      return current.promise;
    },

    reload: () => {
      const args = get().args;
      return args === null ? Promise.resolve(false) : get().load(...args);
    },

    setData: (update) => set((state) => ({ data: update(state.data) })),

    reset: () => {
      inFlight = null;
      set({ data: initialData, status: 'idle', error: null, args: null });
    },
  }));
}
