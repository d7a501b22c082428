import { ApiError, errorMessage, i18n, type FallbackKey } from '@academy/shared';
import { NAMESPACE } from '../locales';

/** The wrong tries the API says the code still allows (`tries_left` beside a wrong-code error). */
export function triesLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('tries_left' in data)) return null;
  const left = (data as { tries_left: unknown }).tries_left;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}

/**
 * The message of a failed code step: the server's own (wrong, expired, too many tries), with the
 * tries left after a wrong code; a failure without a server answer says "something went wrong".
 */
export function codeErrorMessage(fallback: FallbackKey) {
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) {
      return i18n.t('common:errors.somethingWentWrong', {
        defaultValue: 'Something went wrong. Please try again.',
      });
    }
    const message = errorMessage(error, fallback);
    const left = triesLeftOf(error);
    return left === null
      ? message
      : `${message} ${i18n.t(`${NAMESPACE}:verification.triesLeft`, { count: left })}`;
  };
}
