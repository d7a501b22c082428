import { readLocal, writeLocal } from './local-storage';

/**
 * The browser's local storage (this device, kept across visits), read and written through the
 * kernel like the session's own keys (decision 0208): a remote remembers a student's choice there,
 * such as the lecture player's speed. A full or refused storage keeps nothing: the choice lasts for
 * this page only.
 */
export const deviceStorage = {
  read: (key: string): string | null => readLocal(key),
  /** Stores `value` under `key`, or removes the key for null. */
  write: (key: string, value: string | null): void => writeLocal(key, value),
};
