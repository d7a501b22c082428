import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (an ISO date-time), ticking every second; 0 once it has passed or when null. */
export function useCountdown(until: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

function secondsUntil(until: string | null): number {
  return until === null ? 0 : Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));
}

/** 75 → "1:15", 3700 → "1:01:40". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
