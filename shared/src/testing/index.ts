import { initReactI18next } from 'react-i18next';
import { i18n, KERNEL_NAMESPACE, SUPPORTED_LANGUAGES, type Language } from '../i18n';
import en from '../i18n/locales/en/common.json';
import ru from '../i18n/locales/ru/common.json';
import kk from '../i18n/locales/kk/common.json';
import type { CatalogSet } from './catalogs';

export { describeCatalogs, leaf, type CatalogSet } from './catalogs';
export { setTestRuntimeConfig } from './runtime-config';
export { describeEndpoints, recordRequests } from './requests';
export { samplePayment } from './payments';
export { sampleCertificate } from './certificates';
export { API, fakeApi, json, type FakeCall, type FakeHandler } from './fake-api';
export { FakeXhr, installFakeXhr } from './fake-xhr';
export { fakeAnswerPages } from './answer-pages';
export { forgetTranslations } from '../translation/remembered';

/** The kernel's `common` catalogs, imported statically for tests. */
const COMMON_CATALOGS: CatalogSet = { en, ru, kk };

const testCatalogs = new Map<string, CatalogSet>([[KERNEL_NAMESPACE, COMMON_CATALOGS]]);

/**
 * Gives tests a bundle's real catalogs synchronously (each package adds its own
 * namespace, usually from its jest setup file). Works before and after initTestI18n.
 */
export function addTestCatalogs(namespace: string, catalogs: CatalogSet): void {
  testCatalogs.set(namespace, catalogs);
  if (!i18n.isInitialized) return;
  for (const language of SUPPORTED_LANGUAGES)
    i18n.addResourceBundle(language, namespace, catalogs[language], true, true);
}

/**
 * Test helpers for every front-end package (import from "@academy/shared/testing"):
 * the real catalogs loaded synchronously (`common` and those added with
 * addTestCatalogs), and a runtime config pointing at a fake API.
 */
export async function initTestI18n(language: Language = 'en'): Promise<void> {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lng) => [
        lng,
        Object.fromEntries([...testCatalogs].map(([namespace, catalogs]) => [namespace, catalogs[lng]])),
      ]),
    );
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...testCatalogs.keys()],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

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
export { describeEndpointTable } from './endpoint-table';
