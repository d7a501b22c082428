import type { TokenClaims } from './tokens';
import type { AppContext } from '../context';

/**
 * A sign-in (a token pair) is current while the account's token version is the one it was issued
 * under. This is the one place that decides it, for refresh and for every authenticated request.
 */
export function isCurrentSession(claims: Pick<TokenClaims, 'ver'>, tokenVersion: number): boolean {
  return (claims.ver ?? 0) === tokenVersion;
}

export function issueTokens(ctx: AppContext, user: { id: number; token_version: number }) {
  return {
    access: ctx.tokens.issue('access', user.id, user.token_version),
    refresh: ctx.tokens.issue('refresh', user.id, user.token_version),
  };
}
