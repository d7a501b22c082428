import { LockIcon } from './LockIcon';
import cards from './topic-cards.module.css';

export interface LockedTopicCardProps {
  titleId: string;
  title: string;
  /** Why it is locked, e.g. "Locked: the test opens with its topic". */
  text: string;
}

/** A test's or an essay's card while its topic is closed: the title, a lock and why. */
export function LockedTopicCard({ titleId, title, text }: LockedTopicCardProps) {
  return (
    <section aria-labelledby={titleId} className={cards.card}>
      <h4 id={titleId} className={cards.title}>
        {title}
      </h4>
      <p className={cards.locked}>
        <LockIcon /> {text}
      </p>
    </section>
  );
}
