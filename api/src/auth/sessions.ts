import type { TokenClaims, TokenOwner, TokenPair } from './tokens';
import type { AppContext } from '../context';

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
export function issueTokens(ctx: AppContext, user: TokenOwner, family?: string): TokenPair {
  return ctx.tokens.issuePair(user, family);
}
