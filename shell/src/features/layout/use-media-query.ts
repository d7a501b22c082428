import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The header switches to the menu button at 1024 px and below (SPEC section 2). */
export const NARROW_HEADER_QUERY = '(max-width: 1024px)';
