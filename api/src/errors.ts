/** An answer in one of DRF's error shapes: {"detail": ...} or {"field": ["message", ...]}. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const detailError = (statusCode: number, detail: string, extra: Record<string, unknown> = {}) =>
  new ApiError(statusCode, { detail, ...extra });

export const fieldErrors = (errors: Record<string, string[]>) => new ApiError(400, errors);

export const fieldError = (field: string, ...messages: string[]) => new ApiError(400, { [field]: messages });
