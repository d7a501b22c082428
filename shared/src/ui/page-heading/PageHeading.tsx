import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The translated title of a screen, as the first thing inside the page content. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{children}</h1>
    </section>
  );
}
