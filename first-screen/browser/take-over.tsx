import { useLayoutEffect } from 'react';

/**
 * The page the shell's host composed before any script ran (docs/decisions/0012): the layout and the
 * route's screen as HTML in #prerendered, while React renders into #root, laid out but invisible
 * (index.html's `#root[data-pending]`). React takes over in one frame once it shows what the markup
 * shows: the prerendered page is removed and #root made visible before the browser paints again, so
 * nothing flashes and nothing moves.
 */
export const PRERENDERED_ID = 'prerendered';
/** Set on <html> by the visitor script when the prerendered text would be wrong for this visitor. */
export const STALE_ATTRIBUTE = 'data-prerender';
/** Set on <html> to "signed-in" by the visitor script for a student with a stored token (header.module.css). */
export const SESSION_ATTRIBUTE = 'data-session';
/**
 * Set on <html> by the visitor script to the role remembered beside a stored token ("instructor"): a
 * staff screen's prerendered markup shows for that role only (index.html, docs/decisions/0800).
 */
export const ROLE_ATTRIBUTE = 'data-role';
/**
 * Set on <html> by the visitor script when it knows the student's name from their last visit, which it
 * puts in the custom property NAME_PROPERTY for the prerendered header (header.module.css).
 */
export const NAME_ATTRIBUTE = 'data-student-name';
export const NAME_PROPERTY = '--student-name';

export function takeOver(): void {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.getElementById('root')?.removeAttribute('data-pending');
}

/**
 * Takes the page over when it commits. `whenStale`: only if the prerendered page is hidden for this
 * visitor (another language), who then gets the layout as soon as React has it rather than when the
 * screen has loaded.
 */
export function TakeOver({ whenStale = false }: { whenStale?: boolean }) {
  useLayoutEffect(() => {
    if (!whenStale || document.documentElement.hasAttribute(STALE_ATTRIBUTE)) takeOver();
  }, [whenStale]);
  return null;
}
