import {
  Button,
  ErrorText,
  formatDate,
  Spinner,
  SuccessText,
  TextInput,
  useLanguage,
  type CalendarTerm,
  type CalendarTopic,
} from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListNote, LoadFailure } from '../../components/ListStates';
import { NAMESPACE } from '../../locales';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { useSetOpening } from './course-calendar-store';
import { draftOf, MAX_DAYS, openingFrom, type OpeningDraft, type Schedule } from './opening-form';
import styles from './course-calendar.module.css';

const SCHEDULES: readonly Schedule[] = ['term', 'fixed', 'open'];

/**
 * Each topic's opening (docs/decisions/0807, 0701): a number of days after each term's start, one
 * fixed moment, or open from the start. Students' locks follow the saved opening.
 */
export function CourseCalendar() {
  const { t } = useTranslation(NAMESPACE);
  const { data, status, error } = useCourseCalendar();

  useEffect(() => {
    void useCourseCalendar.getState().load();
  }, []);

  if (status === 'error' && data === null)
    return <LoadFailure message={error} onRetry={() => void useCourseCalendar.getState().reload()} />;
  if (data === null) return <Spinner label={t('calendar.loading')} />;
  if (data.topics.length === 0) return <ListNote>{t('calendar.none')}</ListNote>;
  return (
    <ol className={styles.topics}>
      {data.topics.map((topic) => (
        <TopicOpening key={topic.id} topic={topic} terms={data.terms} />
      ))}
    </ol>
  );
}

function TopicOpening({ topic, terms }: { topic: CalendarTopic; terms: readonly CalendarTerm[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<OpeningDraft>(() => draftOf(topic));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const opening = openingFrom(draft);
    if ('problem' in opening) {
      setProblem(t(opening.problem, { max: MAX_DAYS }));
      return;
    }
    setProblem(null);
    setSending(true);
    const done = await useSetOpening.getState().run(topic.id, opening);
    setSending(false);
    if (done) setSaved(true);
    else setProblem(useSetOpening.getState().error);
  };

  const change = (next: Partial<OpeningDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...next }));
  };
  const termTitle = (termId: number) => terms.find((term) => term.id === termId)?.title ?? '';

  return (
    <li className={styles.topic}>
      <h3 className={styles.topicTitle}>
        {t('essays.topicOption', { position: topic.position, title: topic.title })}
      </h3>
      <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        <fieldset className={styles.schedules}>
          <legend className={styles.legend}>{t('calendar.opens')}</legend>
          {SCHEDULES.map((schedule) => (
            <label key={schedule} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-schedule`}
                value={schedule}
                checked={draft.schedule === schedule}
                onChange={() => change({ schedule })}
              />
              {t(`calendar.schedules.${schedule}`)}
            </label>
          ))}
        </fieldset>
        {draft.schedule === 'term' && (
          <label className={styles.value}>
            <span>{t('calendar.days')}</span>
            <TextInput
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS}
              value={draft.days}
              aria-invalid={problem !== null || undefined}
              onChange={(event) => change({ days: event.target.value })}
            />
          </label>
        )}
        {draft.schedule === 'fixed' && (
          <label className={styles.value}>
            <span>{t('calendar.at')}</span>
            <TextInput
              type="datetime-local"
              value={draft.at}
              aria-invalid={problem !== null || undefined}
              onChange={(event) => change({ at: event.target.value })}
            />
          </label>
        )}
        <ErrorText>{problem}</ErrorText>
        {saved && <SuccessText>{t('calendar.saved')}</SuccessText>}
        <Button type="submit" variant="secondary" loading={sending}>
          {t('calendar.save')}
        </Button>
      </form>
      {topic.schedule === 'term' && topic.openings.length > 0 && (
        <ul className={styles.openings} aria-label={t('calendar.openings')}>
          {topic.openings.map((opening) => (
            <li key={opening.term}>
              {t('calendar.inTerm', {
                term: termTitle(opening.term),
                date: formatDate(opening.opens_at, language),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
