import type { ReactNode } from 'react';
import styles from './text-page.module.css';

/** A page of reading: a banner with the heading and an introduction, then the text in a readable column. */
export function TextPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/** One titled part of a text page. */
export function TextSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A paragraph of a text page. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p className={styles.paragraph}>{children}</p>;
}

/** A bulleted or numbered list of a text page. */
export function TextList({
  items,
  numbered = false,
}: {
  items: { key: string; text: ReactNode }[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={numbered ? `${styles.list} ${styles.numbered}` : styles.list}>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </List>
  );
}
