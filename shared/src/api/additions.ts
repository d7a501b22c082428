import { create } from 'zustand';
import { ApiError, errorFromResponse, type FallbackKey } from './errors';

/**
 * The calls this API serves beyond the original contract that a feature degrades without
 * (docs/product/api-calls.md#original-contract-and-additions), named by that feature. A backend of
 * the original kind (Django REST) answers them 404 or 405; decision 0209 says how the site learns it.
 */
export type Addition =
  | 'books'
  | 'questions'
  | 'progress'
  | 'payments'
  | 'socialSignIn'
  | 'translation'
  | 'completion'
  | 'clientErrors'
  | 'notifications';

/**
 * A call of an addition. `probe`: its path carries no id and no page number, so a 404 can only mean
 * that the path is not served (on a path with an id, a 404 may just mean that the object is gone).
 * A 405 means the path is served for other methods only, whatever the path.
 */
export interface AdditionCall {
  name: Addition;
  probe: boolean;
}

interface Refusal {
  status: number;
  data: unknown;
}

/** The additions the API answered it does not serve, for the life of the page (a reload asks again). */
const useAbsent = create<Partial<Record<Addition, Refusal>>>()(() => ({}));

function withNotOffered(error: ApiError): ApiError {
  return new ApiError({
    kind: error.kind,
    message: error.message,
    status: error.status,
    code: error.code,
    detail: error.detail,
    fieldErrors: error.fieldErrors,
    data: error.data,
    retryAfter: error.retryAfter,
    notOffered: true,
  });
}

/**
 * For the client, before it sends a call: the error to fail with at once, without a request, when
 * the API already answered that it does not serve the call's addition; null otherwise.
 */
export function refusedAddition(call: AdditionCall | undefined, fallback: FallbackKey): ApiError | null {
  const refusal = call ? useAbsent.getState()[call.name] : undefined;
  return refusal ? withNotOffered(errorFromResponse(refusal.status, refusal.data, fallback)) : null;
}

/**
 * For the client, on a failed call: a 405, or a 404 of a probe, says the API does not serve the
 * addition. It is remembered and the error marked `notOffered`; any other failure is left as it is.
 */
export function judgeAddition(call: AdditionCall | undefined, error: ApiError): ApiError {
  if (!call || error.kind !== 'http') return error;
  if (!(error.status === 405 || (error.status === 404 && call.probe))) return error;
  useAbsent.setState({ [call.name]: { status: error.status, data: error.data } });
  return withNotOffered(error);
}

/** False once the API answered that it does not serve the addition; true until then. */
export function isOffered(name: Addition): boolean {
  return useAbsent.getState()[name] === undefined;
}

/** `isOffered` for a component: it renders again when the API turns out not to serve the addition. */
export function useOffered(name: Addition): boolean {
  return useAbsent((absent) => absent[name] === undefined);
}

/** True for the failure of a call the API does not serve at all (never for offline, a timeout, 4xx or 5xx). */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && error.notOffered;
}

/**
 * The call's answer, or, when the API does not serve the call at all, the fallback's: a feature's
 * degraded form (decision 0209). Every other failure is passed on, so it shows as it always has.
 */
export async function offeredOr<T>(call: Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotOffered(error)) return fallback();
    throw error;
  }
}

/** Forgets what the API answered (tests: each starts against an API that serves everything). */
export function forgetAdditions(): void {
  useAbsent.setState({}, true);
}
