/**
 * CloudPayments' merchant API over Node's fetch (docs/decisions/0130): HTTP Basic with the site's
 * Public ID and API secret, JSON in and out, every answer `{ Success, Message, Model }`. The npm
 * package `cloudpayments` lacks tenge and compares signatures with `===`, so the adapter speaks the
 * documented wire format itself.
 */

export interface CloudPaymentsCredentials {
  /** The site's Public ID (`pk_…`; a test site's is `test_api_…`). */
  publicId: string;
  /** The API secret: the password of the API and the key of the notifications' HMAC. */
  apiSecret: string;
  /** https://api.cloudpayments.ru, or a stand-in's address in tests. */
  apiUrl: string;
}

/** Every answer of the API has this envelope; `Model` is the call's own object. */
export interface CloudPaymentsAnswer<T> {
  Success: boolean;
  Message: string | null;
  Model?: T;
}

/**
 * `refused`: the provider answered and said no (bad credentials, a refused field); retrying cannot
 * help. `unavailable`: no answer in time, or a server error, after the retries the call allows.
 */
export class CloudPaymentsError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
    this.name = 'CloudPaymentsError';
  }
}

export interface ClientOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts of a call that may be retried (`Retry`). */
  attempts?: number;
  /** The pause before the second attempt; it doubles for each one after. */
  retryDelayMs?: number;
}

/**
 * Which calls are tried again after a timeout or a server error: one that carries a request id
 * (`X-Request-ID`: the provider answers a repeated id with the first call's result instead of acting
 * twice), and a read, which changes nothing. Any other call is tried once.
 */
export type Retry = { requestId: string } | { read: true };

export type CloudPaymentsCall = <T>(
  path: string,
  body: Record<string, unknown>,
  retry?: Retry,
) => Promise<CloudPaymentsAnswer<T>>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function cloudPaymentsClient(
  credentials: CloudPaymentsCredentials,
  { timeoutMs = 10_000, attempts = 3, retryDelayMs = 250 }: ClientOptions = {},
): CloudPaymentsCall {
  const authorization = `Basic ${Buffer.from(`${credentials.publicId}:${credentials.apiSecret}`).toString('base64')}`;
  const base = credentials.apiUrl.replace(/\/+$/, '');

  const once = async <T>(path: string, body: string, requestId: string | undefined) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new CloudPaymentsError(`CloudPayments ${path}: ${reason}`, 'unavailable');
    }
    if (response.status === 401 || response.status === 403)
      throw new CloudPaymentsError(
        `CloudPayments ${path}: ${response.status}, check CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET`,
        'refused',
      );
    if (response.status >= 500 || response.status === 429)
      throw new CloudPaymentsError(`CloudPayments ${path}: ${response.status}`, 'unavailable');
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new CloudPaymentsError(`CloudPayments ${path}: ${response.status}, not JSON`, 'unavailable');
    }
    if (
      typeof answer !== 'object' ||
      answer === null ||
      typeof (answer as { Success?: unknown }).Success !== 'boolean'
    )
      throw new CloudPaymentsError(`CloudPayments ${path}: an answer without Success`, 'refused');
    return answer as CloudPaymentsAnswer<T>;
  };

  return async <T>(path: string, body: Record<string, unknown>, retry?: Retry) => {
    const payload = JSON.stringify(body);
    const requestId = retry && 'requestId' in retry ? retry.requestId : undefined;
    const tries = retry ? Math.max(1, attempts) : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once<T>(path, payload, requestId);
      } catch (error) {
        const retry = error instanceof CloudPaymentsError && error.kind === 'unavailable' && attempt < tries;
        if (!retry) throw error;
        await pause(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  };
}
