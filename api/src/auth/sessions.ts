import type { TokenClaims, TokenOwner, TokenPair, TokenService } from './tokens';

/** What issuing a sign-in needs from the app: its token service. */
export interface TokenIssuer {
  tokens: Pick<TokenService, 'issuePair'>;
}

/**
 * A sign-in (a token pair) is current while the account's token version is the one it was issued
 * under. This is the one place that decides it, for refresh and for every authenticated request.
 */
export function isCurrentSession(claims: Pick<TokenClaims, 'ver'>, tokenVersion: number): boolean {
  return (claims.ver ?? 0) === tokenVersion;
}

/**
 * A token pair under the account's current token version. Every place that issues access or refresh
 * tokens goes through here: sign-in, e-mail verification, social sign-in, password change (a new
 * family each), and refresh (which passes the family it continues, decision 0104).
 */
export function issueTokens(issuer: TokenIssuer, user: TokenOwner, family?: string): TokenPair {
  return issuer.tokens.issuePair(user, family);
}
