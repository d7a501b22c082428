import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenType = 'access' | 'refresh' | 'password_reset';

/** SimpleJWT's claim names, so tokens read the same as a Django backend's. */
export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  jti: string;
  exp: number;
  iat: number;
  /** The account's token version when issued; a password change or recovery moves it on. Absent means 0. */
  ver?: number;
}

export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
  resetSeconds: number;
}

export interface TokenService {
  issue(type: TokenType, userId: number, version?: number): string;
  /** The claims of a well-signed, unexpired token of this type, or null. */
  read(token: string, type: TokenType): TokenClaims | null;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.token_type === 'string' &&
    Number.isInteger(claims.user_id) &&
    typeof claims.jti === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number' &&
    (claims.ver === undefined || Number.isInteger(claims.ver))
  );
}

export function createTokenService(
  secret: string,
  lifetimes: TokenLifetimes,
  now: () => Date = () => new Date(),
): TokenService {
  const seconds: Record<TokenType, number> = {
    access: lifetimes.accessSeconds,
    refresh: lifetimes.refreshSeconds,
    password_reset: lifetimes.resetSeconds,
  };
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked against the app's clock below, so tests can move time.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: 1000 });
  return {
    issue(type, userId, version = 0) {
      const iat = Math.floor(now().getTime() / 1000);
      return sign({
        token_type: type,
        user_id: userId,
        jti: randomUUID().replace(/-/g, ''),
        iat,
        exp: iat + seconds[type],
        ver: version,
      });
    },
    read(token, type) {
      try {
        const claims: unknown = verify(token);
        if (!isClaims(claims) || claims.token_type !== type) return null;
        if (claims.exp * 1000 <= now().getTime()) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
