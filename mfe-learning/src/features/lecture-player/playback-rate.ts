import { deviceStorage } from '@academy/shared';

/** The speeds the player offers, slowest first (issue 46: 0.75× to 2×). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Local storage key of the student's speed (docs/product/constants.md#local-storage-keys). */
export const PLAYBACK_RATE_KEY = 'playbackRate';

const NORMAL = 1;

function offered(rate: number): boolean {
  return (PLAYBACK_RATES as readonly number[]).includes(rate);
}

/** The speed the student chose last on this device, or normal speed; anything else stored is ignored. */
export function rememberedRate(): number {
  const stored = Number(deviceStorage.read(PLAYBACK_RATE_KEY));
  return offered(stored) ? stored : NORMAL;
}

/** Keeps the speed for the next lecture and the next visit; normal speed keeps nothing. */
export function rememberRate(rate: number): void {
  deviceStorage.write(PLAYBACK_RATE_KEY, rate === NORMAL ? null : String(rate));
}

/** The offered speed one step faster (+1) or slower (-1) than `rate`, held at either end. */
export function nextRate(rate: number, step: 1 | -1): number {
  const at = (PLAYBACK_RATES as readonly number[]).indexOf(offered(rate) ? rate : NORMAL);
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + step))] ?? NORMAL;
}
