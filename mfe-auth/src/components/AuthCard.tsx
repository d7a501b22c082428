import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to the other auth screens). */
  footer?: ReactNode;
  /**
   * The card's last part, under the links: what may arrive after the card is on screen (the social
   * sign-in buttons, which come with the API's answer), so that arriving moves nothing above it.
   */
  end?: ReactNode;
}

/** The frame of every auth screen: a centred card with the screen's title as its h1. */
export function AuthCard({ title, children, footer, end }: AuthCardProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
        {end}
      </div>
    </section>
  );
}
