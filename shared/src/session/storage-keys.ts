/** Local storage keys of the session (docs/product/constants.md#local-storage-keys), free of imports. */
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The signed-in student's name as last shown, removed with the tokens. */
export const STUDENT_NAME_KEY = 'studentName';
/**
 * The signed-in account's role as last read ("instructor"; none for a student), removed with the
 * tokens: the page's early start fetches a staff area's code for it before the profile has answered
 * (docs/decisions/0008). A hint only: the shell's route gate and the API decide.
 */
export const ACCOUNT_ROLE_KEY = 'accountRole';
