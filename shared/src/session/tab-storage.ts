import { readStorage, writeStorage } from './local-storage';

/**
 * The browser's session storage (this tab only, gone with it), read and written through the kernel
 * like local storage (decision 0208): the shell keeps a tester's QA override there (decision 0017).
 * A refused storage keeps nothing: the override lasts for this page only.
 */
export const tabStorage = {
  read: (key: string): string | null => readStorage('sessionStorage', key),
  /** Stores `value` under `key`, or removes the key for null. */
  write: (key: string, value: string | null): void => writeStorage('sessionStorage', key, value),
};
