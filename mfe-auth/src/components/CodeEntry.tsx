import { Button, ErrorText, SuccessText } from '@academy/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RESEND_COUNTDOWN_SECONDS, useCountdown, type Clock } from '../lib/countdown';
import { CODE_LENGTH, isCodeComplete } from '../lib/verification-code';
import styles from './code-entry.module.css';
import { CodeInput, emptyCode, type CodeInputHandle } from './CodeInput';

export interface CodeEntryProps {
  /**
   * Digits in the code: 4 for sign-up; recovery may use longer codes
   * (docs/product/constants.md#verification-code).
   */
  length?: number;
  /** "Request a new code in 1:59". */
  countdownLabel: (time: string) => string;
  requestAgainLabel: string;
  submitLabel: string;
  submitLoadingLabel: string;
  submitting: boolean;
  requesting: boolean;
  error: string | null;
  /** Seconds the server asked to wait after a refused "request again" (429). */
  retryAfter: number | null;
  /** Shown after a new code was sent. */
  sentNotice: string | null;
  onSubmit: (code: string) => Promise<boolean>;
  onRequestAgain: () => Promise<boolean>;
  /** Focus the first box on mount: when a step changes inside an open dialog, not when the dialog opens (the dialog does that). */
  autoFocus?: boolean;
  clock?: Clock;
}

/**
 * The code step shared by verification and recovery
 * (docs/product/accounts-and-sign-in.md#verification-modal): four boxes, the countdown as m:ss, request again
 * only at 0:00 (then 119 s again, boxes cleared, first box focused, a new code asked for), and the confirm
 * button only with four digits. A refused code clears the boxes for the next try.
 */
export function CodeEntry({
  length = CODE_LENGTH,
  countdownLabel,
  requestAgainLabel,
  submitLabel,
  submitLoadingLabel,
  submitting,
  requesting,
  error,
  retryAfter,
  sentNotice,
  onSubmit,
  onRequestAgain,
  autoFocus = false,
  clock,
}: CodeEntryProps) {
  const id = useId();
  const [digits, setDigits] = useState(() => emptyCode(length));
  const [duration, setDuration] = useState(RESEND_COUNTDOWN_SECONDS);
  const countdown = useCountdown(duration, clock);
  const { restart } = countdown;
  const boxes = useRef<CodeInputHandle>(null);
  const complete = isCodeComplete(digits, length);

  // The server's own wait wins over ours (e.g. a code was sent from another tab).
  useEffect(() => {
    if (retryAfter !== null && retryAfter > 0) {
      setDuration(retryAfter);
      restart();
    }
  }, [retryAfter, restart]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || submitting) return;
    if (!(await onSubmit(digits.join('')))) {
      setDigits(emptyCode(length));
      boxes.current?.focus();
    }
  };

  const requestAgain = () => {
    setDigits(emptyCode(length));
    setDuration(RESEND_COUNTDOWN_SECONDS);
    restart();
    boxes.current?.focus();
    void onRequestAgain();
  };

  const errorId = `${id}-error`;
  const countdownId = `${id}-countdown`;
  return (
    <form className={styles.entry} noValidate onSubmit={(event) => void submit(event)}>
      <CodeInput
        ref={boxes}
        length={length}
        value={digits}
        onChange={setDigits}
        disabled={submitting}
        autoFocus={autoFocus}
        describedBy={[error ? errorId : null, countdownId].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
      />
      <ErrorText id={errorId} className={styles.error}>
        {error}
      </ErrorText>
      {!error && <SuccessText className={styles.notice}>{sentNotice}</SuccessText>}
      <div className={styles.resend}>
        <span id={countdownId} className={styles.countdown}>
          {countdownLabel(countdown.label)}
        </span>
        <button
          type="button"
          className={styles.requestAgain}
          disabled={!countdown.done || requesting}
          onClick={requestAgain}
        >
          {requestAgainLabel}
        </button>
      </div>
      <Button
        type="submit"
        className={styles.submit}
        disabled={!complete}
        loading={submitting}
        loadingLabel={submitLoadingLabel}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
