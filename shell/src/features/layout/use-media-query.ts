import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches; false where matchMedia is unavailable.
 * Null where no window exists yet: the page rendered at build time
 * (docs/decisions/0012), whose markup must leave the choice to CSS.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => null,
  );
}

/**
 * The header switches to the menu button at 1024 px and below (docs/product/constants.md#breakpoints);
 * header.module.css repeats it.
 */
export const NARROW_HEADER_QUERY = '(max-width: 1024px)';
