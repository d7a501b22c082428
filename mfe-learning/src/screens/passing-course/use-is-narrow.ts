import { useSyncExternalStore } from 'react';

/**
 * The course-passing layout changes at 768 px; the Sidebar tab exists only below it
 * (docs/product/constants.md#breakpoints).
 */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/**
 * True below 768 px wide, following the window as it changes. Null where no window exists: the page
 * rendered at build time (docs/decisions/0012), whose markup carries both layouts and leaves the
 * choice to CSS (passing-course-page.module.css repeats the query).
 */
export function useIsNarrow(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, isNarrow, () => null);
}
