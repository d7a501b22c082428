/**
 * The browser's session storage (this tab only, gone with it), read and written through the kernel
 * like local storage (decision 0208): the shell keeps a tester's QA override there (decision 0010).
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const tabStorage = {
  read(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Stores `value` under `key`, or removes the key for null; a refused storage keeps nothing. */
  write(key: string, value: string | null): void {
    const store = storage();
    if (!store) return;
    try {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    } catch {
      // Refused or full: the override lasts for this page only.
    }
  },
};
