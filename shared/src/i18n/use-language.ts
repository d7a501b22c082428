import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Language } from '.';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The interface language inside React, re-rendering on change: currentLanguage(), the one way to read
 * it, followed (prices, dates, relative times, translated course text).
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
