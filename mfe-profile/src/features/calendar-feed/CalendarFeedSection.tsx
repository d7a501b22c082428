import { Button, ErrorText, TextInput, useOffered } from '@academy/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import { NAMESPACE } from '../../locales';
import {
  resetFeedActions,
  useCalendarFeed,
  useGetFeed,
  useRenewFeed,
  useStopFeed,
} from './calendar-feed-store';
import styles from './calendar-feed.module.css';

type Question = 'renew' | 'stop';
type Notice = 'copied' | 'copyUnavailable' | 'renewed' | 'stopped';
type Focus = 'get' | 'field' | 'question' | 'confirm' | Question;

/**
 * The student's personal calendar feed (issue 45, decision 0168): their seminars and topic openings
 * as an iCalendar URL a calendar app subscribes to. Nothing is asked of the API until the student
 * asks for the link, since that GET makes a feed; then the link, a copy button, a webcal:// subscribe
 * link, a new link (the old one stops working) and stopping the feed, both asked before they happen.
 * A failure keeps what was shown and says so. A backend without notifications shows no section (0211).
 */
export function CalendarFeedSection() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const offered = useOffered('notifications');
  const feed = useCalendarFeed((state) => state.feed);
  const get = useGetFeed();
  const renew = useRenewFeed();
  const stop = useStopFeed();
  const [question, setQuestion] = useState<Question | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Counts the actions that failed: a render after each, to give focus back to the button that was
  // disabled while the call went (a disabled button loses focus).
  const [, setFailures] = useState(0);

  const section = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Where focus goes once a render has put it on the page (its `data-focus`), so that it is never
  // left on a button that went away: the link when one comes or replaces another, the first button
  // when the feed stops, the question when asked, the button asked from when cancelled, the button
  // pressed when its call failed.
  const focusNext = useRef<Focus | null>(null);
  const url = feed?.url ?? null;
  const shownUrl = useRef(url);
  useEffect(() => {
    if (shownUrl.current === url) return;
    shownUrl.current = url;
    focusNext.current = url === null ? 'get' : 'field';
  }, [url]);
  useEffect(() => {
    if (focusNext.current === null) return;
    const target = section.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`);
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  useEffect(() => resetFeedActions, []);

  // A backend without notifications (docs/decisions/0211) serves no feed either.
  if (!offered) return null;

  const failed = (button: Focus) => {
    focusNext.current = button;
    setFailures((count) => count + 1);
  };

  const fetchLink = async () => {
    resetFeedActions();
    setNotice(null);
    if (!(await useGetFeed.getState().run())) failed('get');
  };

  const ask = (which: Question) => {
    resetFeedActions();
    setNotice(null);
    setQuestion(which);
    focusNext.current = 'question';
  };

  const cancel = () => {
    const which = question;
    resetFeedActions();
    setQuestion(null);
    focusNext.current = which;
  };

  const confirm = async () => {
    resetFeedActions();
    setNotice(null);
    if (question === 'renew' && (await useRenewFeed.getState().run())) {
      setQuestion(null);
      setNotice('renewed');
    } else if (question === 'stop' && (await useStopFeed.getState().run())) {
      setQuestion(null);
      setNotice('stopped');
    } else {
      failed('confirm');
    }
  };

  const copy = async () => {
    if (!feed) return;
    setNotice(null);
    const unavailable = () => {
      setNotice('copyUnavailable');
      field.current?.select();
    };
    // navigator.clipboard is missing on an insecure origin and in some browsers' settings.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) return unavailable();
    try {
      await clipboard.writeText(feed.url);
      setNotice('copied');
    } catch {
      unavailable();
    }
  };

  const failure = get.error
    ? `${t('calendarFeed.getError')} ${get.error}`
    : renew.error
      ? `${t('calendarFeed.renewError')} ${renew.error}`
      : stop.error
        ? `${t('calendarFeed.stopError')} ${stop.error}`
        : null;

  return (
    <section ref={section} className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('calendarFeed.title')}
      </h3>
      <p className={styles.muted}>{t('calendarFeed.explain')}</p>
      {feed === null ? (
        <div className={styles.actions}>
          <Button data-focus="get" loading={get.pending} onClick={() => void fetchLink()}>
            {t('calendarFeed.get')}
          </Button>
        </div>
      ) : (
        <div className={styles.feed}>
          <label htmlFor={`${id}-url`} className={panelSection.label}>
            {t('calendarFeed.link')}
          </label>
          <div className={styles.copyRow}>
            <TextInput
              ref={field}
              data-focus="field"
              id={`${id}-url`}
              className={styles.url}
              type="url"
              readOnly
              value={feed.url}
              aria-describedby={`${id}-private`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('calendarFeed.copy')}
            </Button>
          </div>
          <p id={`${id}-private`} className={styles.muted}>
            {t('calendarFeed.private')}
          </p>
          <a className={styles.subscribe} href={feed.webcal}>
            {t('calendarFeed.subscribe')}
          </a>
          {question === null ? (
            <div className={styles.actions}>
              <Button data-focus="renew" variant="secondary" onClick={() => ask('renew')}>
                {t('calendarFeed.renew')}
              </Button>
              <Button data-focus="stop" variant="secondary" onClick={() => ask('stop')}>
                {t('calendarFeed.stop')}
              </Button>
            </div>
          ) : (
            <div
              data-focus="question"
              role="group"
              aria-labelledby={`${id}-question`}
              tabIndex={-1}
              className={styles.question}
            >
              <p id={`${id}-question`} className={styles.questionText}>
                {t(question === 'renew' ? 'calendarFeed.renewQuestion' : 'calendarFeed.stopQuestion')}
              </p>
              <div className={styles.actions}>
                <Button
                  data-focus="confirm"
                  loading={question === 'renew' ? renew.pending : stop.pending}
                  onClick={() => void confirm()}
                >
                  {t(question === 'renew' ? 'calendarFeed.renewConfirm' : 'calendarFeed.stopConfirm')}
                </Button>
                <Button variant="secondary" onClick={cancel}>
                  {t('calendarFeed.cancel')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
      <ErrorText>{failure}</ErrorText>
      <p role="status" className={styles.notice}>
        {notice ? t(`calendarFeed.${notice}`) : null}
      </p>
    </section>
  );
}
