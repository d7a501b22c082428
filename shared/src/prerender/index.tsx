/**
 * Build-time rendering of a bundle's first screens to HTML (docs/decisions/0012).
 * Each bundle's Node-targeted prerender build (first-screen/build/prerender.cjs) calls
 * this with its own English texts; the browser never loads this module.
 *
 * The markup is what the browser's first commit of the same components shows
 * to a visitor reading English, signed out or (`signedIn`) a student with a
 * stored token: no data from the API yet, no effects run, lazily loaded parts
 * as their fallbacks. The shell's host places
 * it in the page so that layout and text are painted before any script runs.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { FALLBACK_LANGUAGE, i18n, KERNEL_NAMESPACE } from '../i18n';
import commonEn from '../i18n/locales/en/common.json';
import { useTokenStore } from '../session/token-store';

/** A bundle's English catalogs, namespace to texts. */
type Catalogs = Record<string, unknown>;

function initPrerenderI18n(catalogs: Catalogs): void {
  if (i18n.isInitialized) {
    for (const [namespace, texts] of Object.entries(catalogs))
      i18n.addResourceBundle(FALLBACK_LANGUAGE, namespace, texts, true, true);
    return;
  }
  void i18n.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [FALLBACK_LANGUAGE]: { [KERNEL_NAMESPACE]: commonEn, ...catalogs } },
    ns: [KERNEL_NAMESPACE, ...Object.keys(catalogs)],
    defaultNS: KERNEL_NAMESPACE,
    fallbackNS: KERNEL_NAMESPACE,
    interpolation: { escapeValue: false },
    // Synchronous: the texts are in memory, so the first render already has them.
    initAsync: false,
    react: { useSuspense: true },
  });
}

/**
 * Nothing shown before the scripts run can act yet, and what one typed or picked there would be lost
 * when React takes the page over: prerendered forms and controls are inert (not focusable, not
 * editable) and say they are disabled until then. Links stay links: they work without scripts.
 */
function inertControls(html: string): string {
  return html.replace(/<(form|input|select|textarea|button)(?=[\s/>])/g, (tag: string) =>
    tag === '<form' ? '<form inert=""' : `${tag} inert="" aria-disabled="true"`,
  );
}

/**
 * Stands in for a stored access token while a screen renders as a signed-in student sees it first.
 * Never sent anywhere: nothing calls the API at build time (effects do not run).
 */
const PRERENDER_TOKEN = 'prerender';

/**
 * Renders `element` at `location` with the bundle's English `catalogs` (plus the kernel's), for a
 * signed-out visitor or, with `signedIn`, for a student whose token is stored but whose data has not
 * arrived yet.
 */
export function renderToHtml(
  element: ReactNode,
  { location, catalogs, signedIn = false }: { location: string; catalogs: Catalogs; signedIn?: boolean },
) {
  initPrerenderI18n(catalogs);
  // A server render reads a store's initial state (zustand's server snapshot, one object), never its
  // current one: for the length of this render its token is a signed-out or a signed-in session's.
  const initial = useTokenStore.getInitialState();
  const { token, refreshToken } = initial;
  Object.assign(initial, { token: signedIn ? PRERENDER_TOKEN : null, refreshToken: null });
  try {
    return inertControls(renderToString(<MemoryRouter initialEntries={[location]}>{element}</MemoryRouter>));
  } finally {
    Object.assign(initial, { token, refreshToken });
  }
}
