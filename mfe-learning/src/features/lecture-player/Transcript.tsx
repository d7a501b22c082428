import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, type Language } from '@academy/shared';
import { clockTime, paragraphs, type CaptionCue } from './captions';
import styles from './transcript.module.css';

export interface TranscriptProps {
  /** `loading` until the caption file has come and been read; `failed` when it did not come. */
  state: 'loading' | 'failed' | 'ready';
  cues: readonly CaptionCue[];
  language: Language;
  /** The cue being spoken now, by index; null between cues. */
  active: number | null;
  onSeek: (seconds: number) => void;
}

/** `text` with each case-insensitive occurrence of `query` marked. */
function marked(text: string, query: string): ReactNode {
  if (query === '') return text;
  const parts: ReactNode[] = [];
  const lower = text.toLocaleLowerCase();
  let from = 0;
  for (let at = lower.indexOf(query); at !== -1; at = lower.indexOf(query, from)) {
    parts.push(text.slice(from, at), <mark key={at}>{text.slice(at, at + query.length)}</mark>);
    from = at + query.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * The lecture's caption text beside the video (decision 0713), in a panel of one height whatever it
 * holds (laid out with the video, before the file comes): paragraphs with their times, the line
 * being spoken marked, a search that keeps only the matching lines. Each line is a button that plays
 * from it; the lines are one tab stop, moved through with ↑ ↓, Home and End.
 */
export function Transcript({ state, cues, language, active, onSeek }: TranscriptProps) {
  const { t } = useTranslation('learning');
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const lines = useRef(new Map<number, HTMLButtonElement>());
  const searchId = useId();
  const needle = query.trim().toLocaleLowerCase();

  const groups = useMemo(
    () =>
      paragraphs(cues)
        .map((group) => group.filter(({ cue }) => cue.text.toLocaleLowerCase().includes(needle)))
        .filter((group) => group.length > 0),
    [cues, needle],
  );
  const shown = groups.flat().map(({ index }) => index);
  const tabStop =
    focused !== null && shown.includes(focused)
      ? focused
      : active !== null && shown.includes(active)
        ? active
        : shown[0];

  // The spoken line stays in sight while the student is not reading elsewhere in the panel.
  useEffect(() => {
    const panel = list.current;
    const line = active === null ? undefined : lines.current.get(active);
    if (!panel || !line || panel.contains(document.activeElement) || panel.matches(':hover')) return;
    panel.scrollTop = line.offsetTop - panel.clientHeight / 3;
  }, [active]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const at = shown.indexOf(index);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = shown[at + 1];
    else if (event.key === 'ArrowUp') next = shown[at - 1];
    else if (event.key === 'Home') next = shown[0];
    else if (event.key === 'End') next = shown[shown.length - 1];
    else return;
    event.preventDefault();
    if (next === undefined) return;
    setFocused(next);
    lines.current.get(next)?.focus();
  };

  return (
    <section className={styles.transcript} aria-labelledby={`${searchId}-title`}>
      <div className={styles.head}>
        <h3 id={`${searchId}-title`} className={styles.title}>
          {t('transcript.title')}
        </h3>
        <label htmlFor={searchId}>
          <VisuallyHidden>{t('transcript.search')}</VisuallyHidden>
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={t('transcript.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <p role="status" className={styles.status}>
        <VisuallyHidden>{needle === '' ? '' : t('transcript.found', { count: shown.length })}</VisuallyHidden>
      </p>
      <div ref={list} className={styles.lines} lang={language}>
        {state !== 'ready' ? (
          <p className={styles.none}>{t(state === 'loading' ? 'transcript.loading' : 'transcript.failed')}</p>
        ) : groups.length === 0 ? (
          <p className={styles.none}>{t('transcript.none')}</p>
        ) : null}
        {groups.map((group) => (
          <p key={group[0]?.index} className={styles.paragraph}>
            <span className={styles.time} aria-hidden="true">
              {clockTime(group[0]?.cue.start ?? 0)}
            </span>{' '}
            {group.map(({ index, cue }) => (
              <button
                key={index}
                ref={(element) => {
                  if (element) lines.current.set(index, element);
                  else lines.current.delete(index);
                }}
                type="button"
                className={styles.line}
                tabIndex={index === tabStop ? 0 : -1}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('transcript.line', { time: clockTime(cue.start), text: cue.text })}
                onClick={() => {
                  setFocused(index);
                  onSeek(cue.start);
                }}
                onKeyDown={(event) => move(event, index)}
              >
                {marked(cue.text, needle)}
              </button>
            ))}
          </p>
        ))}
      </div>
    </section>
  );
}
