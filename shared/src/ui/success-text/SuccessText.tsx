import type { ReactNode } from 'react';
import styles from './success-text.module.css';

export interface SuccessTextProps {
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** Green success text (e.g. "Password changed."). Renders nothing without a message. */
export function SuccessText({ children, id, className }: SuccessTextProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <p role="status" id={id} className={[styles.success, className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
