/** Local storage keys of the session (docs/product/constants.md#local-storage-keys), free of imports. */
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The signed-in student's name as last shown, removed with the tokens. */
export const STUDENT_NAME_KEY = 'studentName';
