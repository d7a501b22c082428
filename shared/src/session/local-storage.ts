type StorageKind = 'localStorage' | 'sessionStorage';

/** The browser's storage of that kind, or null where there is none (the build-time render) or it is refused. */
function storage(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null; a full or refused storage keeps nothing. */
export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  const store = storage(kind);
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota exceeded or storage refused: the value lives in memory for this page only.
  }
}

export function readLocal(key: string): string | null {
  return readStorage('localStorage', key);
}

export function writeLocal(key: string, value: string | null): void {
  writeStorage('localStorage', key, value);
}
