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
  /**
   * Refresh tokens only: the sign-in they descend from by rotation (decision 0104). Absent on tokens
   * issued before families existed: such a token starts a family named by its own `jti`.
   */
  fam?: string;
}

/** Whose tokens: an account and its token version, without which no token can be issued. */
export interface TokenOwner {
  id: number;
  token_version: number;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
  resetSeconds: number;
}

/** The family of a refresh token's claims: its `fam`, or its own `jti` for one issued before families. */
export function tokenFamily(claims: Pick<TokenClaims, 'jti' | 'fam'>): string {
  return claims.fam ?? claims.jti;
}

export interface TokenService {
  /**
   * An access and refresh pair for a sign-in (every issuer: password, e-mail verification, social
   * sign-in, password change, refresh). `family` continues a rotated refresh chain; without it the
   * pair starts a new one.
   */
  issuePair(owner: TokenOwner, family?: string): TokenPair;
  issueResetToken(owner: TokenOwner): string;
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
    (claims.ver === undefined || Number.isInteger(claims.ver)) &&
    (claims.fam === undefined || typeof claims.fam === 'string')
  );
}

const VERIFIED_TOKENS_KEPT = 10_000;

const newTokenId = () => randomUUID().replace(/-/g, '');

export function createTokenService(
  secret: string,
  lifetimes: TokenLifetimes,
  now: () => Date = () => new Date(),
  nowMs: () => number = () => now().getTime(),
): TokenService {
  const seconds: Record<TokenType, number> = {
    access: lifetimes.accessSeconds,
    refresh: lifetimes.refreshSeconds,
    password_reset: lifetimes.resetSeconds,
  };
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked against the app's clock below, so tests can move time.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  // Tokens whose signature was checked, by their exact text: a repeated bearer token costs a map
  // lookup, not an HMAC (nor the hash fast-jwt's own cache would compute to find it).
  const verified = new Map<string, TokenClaims>();
  const verifiedOnce = (token: string): TokenClaims | null => {
    const known = verified.get(token);
    if (known !== undefined) return known;
    let claims: unknown;
    try {
      claims = verify(token);
    } catch {
      return null;
    }
    if (!isClaims(claims)) return null;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, claims);
    return claims;
  };
  const issue = (type: TokenType, owner: TokenOwner, extra: { fam?: string } = {}) => {
    const iat = Math.floor(now().getTime() / 1000);
    return sign({
      token_type: type,
      user_id: owner.id,
      jti: newTokenId(),
      iat,
      exp: iat + seconds[type],
      ver: owner.token_version,
      ...extra,
    });
  };
  return {
    issuePair(owner, family = newTokenId()) {
      return { access: issue('access', owner), refresh: issue('refresh', owner, { fam: family }) };
    },
    issueResetToken: (owner) => issue('password_reset', owner),
    read(token, type) {
      const claims = verifiedOnce(token);
      if (claims === null || claims.token_type !== type) return null;
      if (claims.exp * 1000 <= nowMs()) return null;
      return claims;
    },
  };
}

/** The token of a plain `Bearer <token>` header, else null (DRF's other spellings take the long way). */
export function plainBearerToken(header: string): string | null {
  return header.startsWith('Bearer ') && header.length > 7 && header.indexOf(' ', 7) === -1
    ? header.slice(7)
    : null;
}
