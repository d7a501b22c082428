import type { ReactNode } from 'react';
import styles from './error-text.module.css';

export interface ErrorTextProps {
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** Red error text, announced to screen readers. Renders nothing without a message. */
export function ErrorText({ children, id, className }: ErrorTextProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <p role="alert" id={id} className={[styles.error, className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
