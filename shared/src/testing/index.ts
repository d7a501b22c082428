import { initReactI18next } from 'react-i18next';
import { i18n, NAMESPACES, SUPPORTED_LANGUAGES, type Language } from '../i18n';
import { ALL_RESOURCES } from '../i18n/all-resources';
import { REMOTE_NAMES, setRuntimeConfig, type RemoteName } from '../config/runtime-config';

/**
 * Test helpers for every front-end package (import from "@academy/shared/testing"):
 * the real catalogs loaded synchronously, and a runtime config pointing at a fake API.
 */
export async function initTestI18n(language: Language = 'en'): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: ALL_RESOURCES,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function setTestRuntimeConfig(apiBaseUrl = 'http://127.0.0.1:8000'): void {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:3001/${name}/mf-manifest.json`]));
  setRuntimeConfig({ apiBaseUrl, remotes: remotes as Record<RemoteName, string> });
}

export { ALL_RESOURCES };

/** A clock for useCountdown that only moves when the test says so. */
export interface ManualClock {
  now: () => number;
  every: (ms: number, tick: () => void) => () => void;
  /** Moves time forward and fires the ticks that fall due. */
  advance: (ms: number) => void;
}

export function createManualClock(start = 0): ManualClock {
  let time = start;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  return {
    now: () => time,
    every: (ms, tick) => {
      const timer = { ms, next: time + ms, tick };
      timers.add(timer);
      return () => {
        timers.delete(timer);
      };
    },
    advance: (ms) => {
      const target = time + ms;
      for (;;) {
        let due: { ms: number; next: number; tick: () => void } | null = null;
        for (const timer of timers) if (timer.next <= target && (!due || timer.next < due.next)) due = timer;
        if (!due) break;
        time = due.next;
        due.next += due.ms;
        due.tick();
      }
      time = target;
    },
  };
}
