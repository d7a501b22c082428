import { ErrorBody } from '@academy/contract';

export const TAG = ['teaching'];
export const bearer = [{ bearerAuth: [] }];

/** What every staff route may answer besides its own: malformed input, a visitor, a student. */
export const STAFF_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
