import {
  Button,
  ErrorText,
  Spinner,
  SuccessText,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  useOffered,
} from '@academy/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import panelSection from '../../components/panel-section.module.css';
import { PREFERENCES_HASH, PREFERENCES_ID } from '../../lib/profile-links';
import { NAMESPACE } from '../../locales';
import { useNotificationPreferences, useSavePreferences } from './notification-preferences-store';
import records from '../../components/record-list.module.css';
import styles from './notification-preferences.module.css';

/** The three choices of every kind, in the order the page offers them. */
const CHANNELS: readonly NotificationChannel[] = ['all', 'site', 'off'];

interface Choices {
  kinds: Array<{ kind: NotificationKind; channel: NotificationChannel }>;
  dailyDigest: boolean | null;
}

function choicesOf(preferences: NotificationPreferences): Choices {
  return { kinds: preferences.kinds.map((entry) => ({ ...entry })), dailyDigest: preferences.daily_digest };
}

/**
 * What the person is told of, and how (issue 45): one row per kind the API lists, each in the site
 * and by e-mail, in the site only, or not at all; an instructor's daily digest (the API sends
 * `daily_digest: null` to a student, who has none). The choices stay on screen when a save fails.
 * /profile#notification-preferences brings the page here.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  const preferences = useNotificationPreferences((state) => state.data);
  const status = useNotificationPreferences((state) => state.status);
  const error = useNotificationPreferences((state) => state.error);
  const save = useSavePreferences();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [saved, setSaved] = useState(false);
  const offered = useOffered('notifications');

  useEffect(() => {
    void useNotificationPreferences.getState().load();
    useSavePreferences.getState().reset();
  }, []);

  useEffect(() => {
    if (preferences && choices === null) setChoices(choicesOf(preferences));
  }, [preferences, choices]);

  const shown = choices !== null;
  useEffect(() => {
    if (shown && location.hash === PREFERENCES_HASH) section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, location.hash]);

  const choose = (kind: NotificationKind, channel: NotificationChannel) => {
    setSaved(false);
    setChoices(
      (current) =>
        current && {
          ...current,
          kinds: current.kinds.map((entry) => (entry.kind === kind ? { kind, channel } : entry)),
        },
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choices) return;
    setSaved(false);
    const done = await useSavePreferences.getState().run({
      kinds: choices.kinds,
      ...(choices.dailyDigest === null ? {} : { daily_digest: choices.dailyDigest }),
    });
    const answer = useNotificationPreferences.getState().data;
    if (done && answer) setChoices(choicesOf(answer));
    setSaved(done);
  };

  // A backend without notifications (docs/decisions/0211) has nothing to set here.
  if (!offered) return null;

  let content;
  if (status === 'error' && !preferences) {
    content = (
      <div role="alert" className={records.problem}>
        <p className={records.muted}>
          {t('notificationPreferences.loadError')} {error}
        </p>
        <Button variant="secondary" onClick={() => void useNotificationPreferences.getState().reload()}>
          {t('notificationPreferences.retry')}
        </Button>
      </div>
    );
  } else if (!choices) {
    content = <Spinner />;
  } else {
    content = (
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {choices.kinds.map(({ kind, channel }) => (
          <fieldset key={kind} className={styles.kind}>
            <legend className={styles.legend}>
              {t(`notificationPreferences.kinds.${kind}`, { defaultValue: kind })}
            </legend>
            <div className={styles.channels}>
              {CHANNELS.map((option) => (
                <label key={option} className={styles.channel}>
                  <input
                    type="radio"
                    name={`${id}-${kind}`}
                    value={option}
                    checked={channel === option}
                    onChange={() => choose(kind, option)}
                  />
                  {t(`notificationPreferences.channels.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {choices.dailyDigest !== null ? (
          <label className={styles.digest}>
            <input
              type="checkbox"
              checked={choices.dailyDigest}
              onChange={(event) => {
                const checked = event.target.checked;
                setSaved(false);
                setChoices((current) => current && { ...current, dailyDigest: checked });
              }}
            />
            {t('notificationPreferences.dailyDigest')}
          </label>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={save.pending}>
            {t('notificationPreferences.save')}
          </Button>
        </div>
        <ErrorText>{save.error ? `${t('notificationPreferences.saveError')} ${save.error}` : null}</ErrorText>
        <SuccessText>{saved ? t('notificationPreferences.saved') : null}</SuccessText>
      </form>
    );
  }

  return (
    <section
      ref={section}
      id={PREFERENCES_ID}
      className={panelSection.section}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('notificationPreferences.title')}
      </h3>
      {content}
    </section>
  );
}
