import { act, renderHook } from '@testing-library/react';
import { createManualClock } from '@academy/shared/testing';
import { formatCountdown, useCountdown } from './countdown';

it('starts at 1:59', () => {
  const clock = createManualClock();
  const { result } = renderHook(() => useCountdown(119, clock));
  expect(result.current.label).toBe('1:59');
  expect(result.current.done).toBe(false);
});

it('shows 1:58 after one second and 0:59 after a minute', () => {
  const clock = createManualClock();
  const { result } = renderHook(() => useCountdown(119, clock));
  act(() => clock.advance(1000));
  expect(result.current.label).toBe('1:58');
  act(() => clock.advance(59_000));
  expect(result.current.label).toBe('0:59');
});

it('stops at 0:00 and reports done', () => {
  const clock = createManualClock();
  const { result } = renderHook(() => useCountdown(119, clock));
  act(() => clock.advance(119_000));
  expect(result.current).toMatchObject({ label: '0:00', remaining: 0, done: true });
  act(() => clock.advance(10_000));
  expect(result.current.remaining).toBe(0);
});

it('restarts from 1:59', () => {
  const clock = createManualClock();
  const { result } = renderHook(() => useCountdown(119, clock));
  act(() => clock.advance(119_000));
  act(() => result.current.restart());
  expect(result.current).toMatchObject({ label: '1:59', done: false });
  act(() => clock.advance(1000));
  expect(result.current.label).toBe('1:58');
});

it('keeps true time when ticks are late (throttled tab)', () => {
  let time = 0;
  let tick: () => void = () => undefined;
  const lateClock = {
    now: () => time,
    every: (_ms: number, callback: () => void) => {
      tick = callback;
      return () => undefined;
    },
  };
  const { result } = renderHook(() => useCountdown(119, lateClock));
  time = 30_000;
  act(() => tick());
  expect(result.current.label).toBe('1:29');
});

it('shows the countdown as m:ss', () => {
  expect(formatCountdown(119)).toBe('1:59');
  expect(formatCountdown(60)).toBe('1:00');
  expect(formatCountdown(9)).toBe('0:09');
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(-3)).toBe('0:00');
});
