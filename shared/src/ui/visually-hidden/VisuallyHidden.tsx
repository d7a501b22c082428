import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/**
 * Text for screen readers only: read aloud with what stands beside it, never seen
 * (e.g. "opens in a new tab" after a link, "Old price:" before a struck-out price).
 */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={styles.hidden}>{children}</span>;
}
