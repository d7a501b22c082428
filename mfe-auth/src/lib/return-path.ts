import { useLocation, useSearchParams } from 'react-router-dom';
// One rule on both sides: the API checks social sign-in's return_to with the same function (decision 0153).
import { isSitePath } from '@academy/rules';

const AUTH_PATHS = ['/signin', '/signup', '/forgot', '/forget'];

/**
 * The page to return to after signing in (decision 0500): a path on this site only, never another
 * origin (`//evil.example`, `/\evil.example`, `/%2F%2Fevil.example`, `javascript:`) and never an
 * auth screen; null otherwise.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !isSitePath(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function fromRouterState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return safeReturnPath(from);
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname: unknown; search?: unknown; hash?: unknown };
    return safeReturnPath(
      `${String(pathname)}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`,
    );
  }
  return null;
}

export interface ReturnPath {
  /** Where success leads: `?next=`, else router state `from`, else "/". */
  to: string;
  /** True when the student was sent here by another page (not just "/"). */
  requested: boolean;
  /** `?next=...` to carry the way back along to another auth screen, or "". */
  query: string;
}

export function useReturnPath(): ReturnPath {
  const [params] = useSearchParams();
  const location = useLocation();
  const next = safeReturnPath(params.get('next')) ?? fromRouterState(location.state);
  return {
    to: next ?? '/',
    requested: next !== null,
    query: next === null ? '' : `?next=${encodeURIComponent(next)}`,
  };
}
