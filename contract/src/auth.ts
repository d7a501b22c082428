import { Type } from 'typebox';
import { Code, Email, Password, RecoveryCode } from './entities';

/**
 * Request bodies and answers of the sign-up, sign-in and recovery routes (prefix /student/auth). The
 * routes validate and serialise with these; the front end's payload types are their Static<>
 * (shared/src/api/types.ts).
 */

export const RegisterBody = Type.Object({ email: Email, password1: Password, password2: Password });

export const Registered = Type.Object({
  email: Type.String({ description: 'The address as stored: trimmed and lower-cased' }),
  detail: Type.String(),
});

export const VerifyEmailBody = Type.Object({
  email: Email,
  code: Code,
  password: Type.Optional(Password),
});

export const ResendCodeBody = Type.Object({ email: Email });

/** Any address up to 254 characters: an unknown or malformed one answers as a wrong password does. */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Password,
});

export const TokenRefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });

export const PasswordResetBody = Type.Object({ email: Email });

export const PasswordResetRequested = Type.Object({
  detail: Type.String(),
  code_length: Type.Integer({
    description: 'Digits of the mailed recovery code (the screens show as many boxes)',
  }),
});

export const PasswordResetVerifyBody = Type.Object({ email: Email, code: RecoveryCode });

export const ResetToken = Type.Object({ reset_token: Type.String() });

export const PasswordResetConfirmBody = Type.Object({
  reset_token: Type.String({ minLength: 1, maxLength: 4096 }),
  new_password1: Password,
  new_password2: Password,
});

/** Every other device is signed out; this one gets a token pair (docs/decisions/0104, 0108). */
export const PasswordResetDone = Type.Object({
  detail: Type.String(),
  access: Type.String(),
  refresh: Type.String(),
});
