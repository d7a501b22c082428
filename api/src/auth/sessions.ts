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
 * A new sign-in's token pair, under the account's current token version. Every place that signs a
 * student in goes through here (or through the refresh, which continues a family): the token
 * service has no other way to issue access or refresh tokens.
 */
export function issueTokens(ctx: AppContext, user: TokenOwner): TokenPair {
  return ctx.tokens.issuePair(user);
}
