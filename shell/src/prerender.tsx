/**
 * The shell's part of the page rendered at build time (docs/decisions/0012):
 * the layout of every route of the site map with room left for the route's
 * screen, which its remote prerenders at its own build, and the not-found
 * page whole. Built for Node by first-screen/build/prerender.cjs; never sent to browsers.
 */
import { i18n, PROFILE_PATH } from '@academy/shared';
import { renderToHtml } from '@academy/shared/prerender';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './features/layout/Layout';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { REMOTE_ROUTES } from './app/routes';
import {
  NAME_ATTRIBUTE,
  NAME_PROPERTY,
  ROLE_ATTRIBUTE,
  SESSION_ATTRIBUTE,
  STALE_ATTRIBUTE,
} from '../../first-screen/browser/take-over';
import { EARLY_START_KEY } from '../../first-screen/browser/early-start';
import type { VisitorFacts } from '../../first-screen/browser/visitor-start';
import { NAMESPACE } from './locales';
import catalog from './locales/en/shell.json';

/** Where a remote's screen goes, as React writes it and as the shell's host finds it (first-screen/build/prerender.cjs). */
const SLOT_ELEMENT = '<template data-screen-slot=""></template>';
declare const __SCREEN_SLOT__: string;
const SCREEN_SLOT = __SCREEN_SLOT__;

function ScreenSlot() {
  return <template data-screen-slot="" />;
}

/**
 * A page of the shell's prerender: the document's title, the layout's markup and the location it was
 * rendered at (its links back, "?next=…", name that location; the host puts the real path there), and
 * the API paths its first view reads (with the route's `:parameters`, which the host fills in): for
 * anyone, for any stored token (the header's), and on a route with `access` for a stored token whose
 * remembered role is that one (the route's own `signedInData`, docs/decisions/0800).
 */
export interface ShellPage {
  title: string;
  html: string;
  location: string;
  data: readonly string[];
  signedInData: readonly string[];
  access: string | null;
  accessData: readonly string[];
}

/** The location the not-found page is rendered at: no link of the header is active there. */
const ANY_PATH = '/__path__';

/** The header's own call on every page of a signed-in student: their name and photo. */
const HEADER_SIGNED_IN_DATA = [PROFILE_PATH];

function page(
  location: string,
  screen: ReactNode,
  titleKey: string,
  {
    data = [],
    signedInData = [],
    access,
  }: { data?: readonly string[]; signedInData?: readonly string[]; access?: string } = {},
): ShellPage {
  const html = renderToHtml(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={screen} />
      </Route>
    </Routes>,
    { location, catalogs: { [NAMESPACE]: catalog } },
  );
  const t = i18n.getFixedT('en', NAMESPACE);
  return {
    title: `${t(titleKey)} | ${t('brand')}`,
    html: html.replace(SLOT_ELEMENT, SCREEN_SLOT),
    location,
    data,
    signedInData: [...HEADER_SIGNED_IN_DATA, ...(access === undefined ? signedInData : [])],
    access: access ?? null,
    accessData: access === undefined ? [] : signedInData,
  };
}

/**
 * The facts the visitor script placed before the prerendered markup (visitor-start.ts) is called with,
 * besides the page's API paths. The script itself is bundled from its source by the shell's build
 * (webpack.config.cjs, first-screen/build/inline-script.cjs) and added beside them as `source`.
 */
function visitorScript(): {
  facts: Omit<VisitorFacts, 'data' | 'signedInData' | 'access' | 'accessData' | 'accessStyles'>;
} {
  return {
    facts: {
      attribute: STALE_ATTRIBUTE,
      sessionAttribute: SESSION_ATTRIBUTE,
      roleAttribute: ROLE_ATTRIBUTE,
      nameAttribute: NAME_ATTRIBUTE,
      nameProperty: NAME_PROPERTY,
      earlyStartKey: EARLY_START_KEY,
    },
  };
}

/**
 * Every route's layout by its router path, `*` for any other path (the not-found page), and the
 * visitor script that goes before them.
 */
export function prerender(): { pages: Record<string, ShellPage>; visitor: ReturnType<typeof visitorScript> } {
  return {
    pages: {
      ...Object.fromEntries(
        REMOTE_ROUTES.map((route) => [route.path, page(route.path, <ScreenSlot />, route.titleKey, route)]),
      ),
      '*': page(ANY_PATH, <NotFoundPage />, 'pages.notFound'),
    },
    visitor: visitorScript(),
  };
}
