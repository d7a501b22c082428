import { i18n } from '../i18n';

/**
 * Fallback messages (docs/product/api-calls.md#fallback-messages), keyed under common:errors.fallback.*.
 * A call that fails without a usable body shows its own fallback.
 */
export const FALLBACK_MESSAGES = {
  authorization: 'Authorization error',
  registration: 'Registration error',
  tokenRefresh: 'Token refresh error',
  emailVerification: 'Email verification error',
  resendCode: 'Code resend error',
  passwordRecovery: 'Password recovery error',
  profileUpdate: 'Profile update error',
  photoUpdate: 'Photo update error',
  passwordReset: 'Password reset error',
  accountDeletion: 'Account deletion error',
  coursesFetch: 'Courses fetch error',
  topicsFetch: 'Topics fetch error',
  seminarsFetch: 'Seminars fetch error',
  organisationFetch: 'Organisational structure fetch error',
  booksFetch: 'Books fetch error',
  question: 'Question submission error',
  answer: 'Answer submission error',
  feedback: 'Feedback submission error',
  payment: 'Payment creation error',
  translation: 'Translation error',
  questionsFetch: 'Questions fetch error',
  questionMark: 'Question mark error',
  progressFetch: 'Progress fetch error',
  progressSave: 'Progress save error',
  paymentFetch: 'Payment status fetch error',
  materialDownload: 'Material download error',
  testsFetch: 'Tests fetch error',
  testAttempt: 'Test submission error',
  essaysFetch: 'Essays fetch error',
  essaySave: 'Essay save error',
  essaySubmit: 'Essay submission error',
  completionFetch: 'Completion fetch error',
  certificate: 'Certificate error',
  certificateFetch: 'Certificate verification error',
  clientErrorReport: 'Error report error',
  notificationsFetch: 'Notifications fetch error',
  notificationsUpdate: 'Notification update error',
  notificationSettings: 'Notification settings error',
  unsubscribe: 'Unsubscribe error',
  calendarFeed: 'Calendar feed error',
} as const;

export type FallbackKey = keyof typeof FALLBACK_MESSAGES;

export type ApiErrorKind = 'http' | 'timeout' | 'offline';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
  detail?: string;
  fieldErrors?: Record<string, string[]>;
  data?: unknown;
  retryAfter?: number;
  /** The API does not offer this addition (docs/decisions/0209). */
  notOffered?: boolean;
}

/**
 * A failed call, normalised as docs/product/api-calls.md#errors says: the response's `detail`,
 * else the whole response data (field errors kept per field), else the call's
 * translated fallback. `code` carries the server's machine code, e.g.
 * "email_not_verified" or "token_not_valid".
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly data: unknown;
  readonly retryAfter: number | undefined;
  /**
   * True when the answer said the API does not serve this call at all (404 or 405 on an addition
   * beyond the original contract, docs/decisions/0209): the feature degrades instead of showing it.
   */
  readonly notOffered: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data;
    this.retryAfter = init.retryAfter;
    this.notOffered = init.notOffered ?? false;
  }

  /** First message for one form field, for showing under its input. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function fallbackMessage(key: FallbackKey): string {
  return i18n.t(`common:errors.fallback.${key}`, { defaultValue: FALLBACK_MESSAGES[key] });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps every `field: [messages]` (or `field: "message"`) entry of a DRF error body. */
export function extractFieldErrors(data: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isRecord(data)) return result;
  for (const [field, value] of Object.entries(data)) {
    if (field === 'detail' || field === 'messages' || field === 'retry_after') continue;
    // A string `code` is DRF's error code; a list under `code` is the field errors of a form's code input.
    if (field === 'code' && !Array.isArray(value)) continue;
    if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === 'string');
      if (messages.length > 0) result[field] = messages;
    } else if (typeof value === 'string' && value !== '') {
      result[field] = [value];
    }
  }
  return result;
}

/** Builds the error of an HTTP failure from its status and parsed body (if any). */
export function errorFromResponse(
  status: number,
  data: unknown,
  fallback: FallbackKey,
  retryAfterHeader?: string | null,
): ApiError {
  const record = isRecord(data) ? data : null;
  const detail =
    record && typeof record.detail === 'string' && record.detail !== '' ? record.detail : undefined;
  const code = record && typeof record.code === 'string' ? record.code : undefined;
  // The body's retry_after (resend), else the Retry-After header in seconds (rate limits).
  const headerSeconds =
    retryAfterHeader && /^\d+$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader) : undefined;
  const retryAfter = record && typeof record.retry_after === 'number' ? record.retry_after : headerSeconds;
  const fieldErrors = extractFieldErrors(data);
  let message: string;
  if (detail) message = detail;
  else if (Object.keys(fieldErrors).length > 0) message = Object.values(fieldErrors).flat().join(' ');
  else if (typeof data === 'string' && data.trim() !== '' && !data.trimStart().startsWith('<'))
    message = data.trim();
  else message = fallbackMessage(fallback);
  return new ApiError({ kind: 'http', status, message, code, detail, fieldErrors, data, retryAfter });
}

export function timeoutError(): ApiError {
  return new ApiError({
    kind: 'timeout',
    message: i18n.t('common:errors.timeout', {
      defaultValue: 'The server took too long to answer. Please try again.',
    }),
  });
}

export function offlineError(): ApiError {
  return new ApiError({
    kind: 'offline',
    message: i18n.t('common:errors.offline', {
      defaultValue: 'No connection to the server. Check your internet connection and try again.',
    }),
  });
}

/** The message to show for any thrown value, e.g. in a store's `error`. */
export function errorMessage(error: unknown, fallback: FallbackKey): string {
  if (error instanceof ApiError) return error.message;
  return fallbackMessage(fallback);
}
