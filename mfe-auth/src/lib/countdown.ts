import { useCallback, useEffect, useState } from 'react';

/** The countdown's m:ss (119 → "1:59"). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The verification code may be requested again after 119 seconds
 * (docs/product/constants.md#resend-countdown).
 */
export const RESEND_COUNTDOWN_SECONDS = 119;

/** Time source of the countdown; tests pass a manual clock. */
export interface Clock {
  now: () => number;
  /** Calls tick every `ms` milliseconds until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

export interface Countdown {
  /** Whole seconds left. */
  remaining: number;
  /** m:ss, e.g. "1:59". */
  label: string;
  done: boolean;
  /** Starts again from the full duration. */
  restart: () => void;
}

/**
 * Counts down from `seconds`, measured against the clock's time rather than
 * by counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(
  seconds: number = RESEND_COUNTDOWN_SECONDS,
  clock: Clock = systemClock,
): Countdown {
  const [startedAt, setStartedAt] = useState(() => clock.now());
  const [now, setNow] = useState(startedAt);
  const remaining = Math.max(0, seconds - Math.floor((now - startedAt) / 1000));
  const done = remaining === 0;

  useEffect(() => {
    if (done) return undefined;
    return clock.every(250, () => setNow(clock.now()));
  }, [clock, done]);

  const restart = useCallback(() => {
    const at = clock.now();
    setStartedAt(at);
    setNow(at);
  }, [clock]);

  return { remaining, label: formatCountdown(remaining), done, restart };
}
