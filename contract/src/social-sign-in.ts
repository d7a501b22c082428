import { Type } from 'typebox';

/**
 * The answers and bodies of social sign-in (prefix /student/auth/oidc, decision 0140) that the front
 * end reads or sends; its types are their Static<> (shared/src/api/types.ts).
 */

/** A configured OpenID Connect provider, as the sign-in screens list it. */
export const SocialProvider = Type.Object({
  id: Type.String({ description: 'Used in the start path: /student/auth/oidc/{id}/start/' }),
  label: Type.String({ description: 'Button text, e.g. "Google"' }),
});

/** POST /student/auth/oidc/exchange/: the one-time oidc_code from the callback. */
export const ExchangeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) });
