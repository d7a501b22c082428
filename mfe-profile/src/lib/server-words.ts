import { ApiError, i18n } from '@academy/shared';

/**
 * A failure's message: the server's words, or this area's own text (a catalog key) when the answer
 * carried none; a lost connection or a timeout says so.
 */
export function serverWordsOr(textKey: string): (error: unknown) => string {
  return (error) => {
    if (
      error instanceof ApiError &&
      (error.kind !== 'http' || error.detail || Object.keys(error.fieldErrors).length > 0)
    )
      return error.message;
    return i18n.t(textKey);
  };
}
