/** Lecture duration in whole minutes, rounded (docs/product/constants.md#relative-time-and-durations). */
export function lectureMinutes(duration: number | null | undefined): number {
  return typeof duration === 'number' && Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0;
}
