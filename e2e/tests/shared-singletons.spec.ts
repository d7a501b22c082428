import { createHash } from 'node:crypto';
import { expect, test, type Response } from '@playwright/test';
import { BRAND } from '../support/layout';
import { navigateInPage } from '../support/navigation';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'i18next', 'zustand'] as const;

/**
 * Text that survives minification and sits in exactly one module of each
 * library, so a bundle carrying its own copy shows up as a second script
 * holding it.
 */
const LIBRARY_MARKERS: Record<string, string> = {
  react: 'Objects are not valid as a React child',
  'react-dom': 'rendererPackageName:"react-dom"',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  i18next: 'i18next is already initialized',
  zustand: 'getInitialState:',
};

/** Every route, visited in one document: links where the site shows one, history otherwise. */
interface Visit {
  path: string;
  title: string;
  link?: { area: 'banner' | 'contentinfo'; name: string };
  orSignIn?: boolean;
}

const VISITS: Visit[] = [
  {
    path: '/aboutoaa',
    title: 'About the organisation',
    link: { area: 'banner', name: 'About the organisation' },
  },
  { path: '/aboutthecourse', title: 'About the course', link: { area: 'banner', name: 'About the course' } },
  { path: '/certification', title: 'Certification', link: { area: 'banner', name: 'Certification' } },
  { path: '/tuition-waiver', title: 'Tuition Waiver', link: { area: 'banner', name: 'Tuition Waiver' } },
  { path: '/terms', title: 'Terms of use', link: { area: 'contentinfo', name: 'Terms of use' } },
  { path: '/privacy_policy', title: 'Privacy policy', link: { area: 'contentinfo', name: 'Privacy policy' } },
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/organisation', title: 'Our organisation' },
  // The header's Log in asks to come back to the page it was pressed on (decision 0500).
  {
    path: '/signin?next=%2Forganisation',
    title: 'Sign in',
    link: { area: 'banner', name: 'Log in' },
  },
  { path: '/signup', title: 'Sign up', link: { area: 'banner', name: 'Sign up' } },
  { path: '/forget', title: 'Password recovery' },
  { path: '/forgot', title: 'Password recovery' },
  // A signed-out visitor may be sent on to sign in; the area's code has loaded either way.
  { path: '/profile', title: 'Profile', orSignIn: true },
  { path: '/passingcourse/1', title: 'Course', orSignIn: true },
  { path: '/', title: 'Main page', link: { area: 'banner', name: 'Main page' } },
];

interface ShareReport {
  containers: string[];
  loadedVersions: Record<string, string[]>;
  renderers: string[];
}

test('after visiting every route the page holds one copy of each shared library', async ({ page }) => {
  // React DOM announces itself to this hook once per copy that starts up.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.defineProperty(window, '__E2E_RENDERERS__', { value: renderers });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(internals: { rendererPackageName?: string; version?: string }) {
          renderers.push(`${internals.rendererPackageName ?? 'unknown'}@${internals.version ?? '?'}`);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });

  const scripts = new Map<string, { url: string; body: string }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.text().then(
        (body) => {
          scripts.set(createHash('sha256').update(body).digest('hex'), { url: response.url(), body });
        },
        () => undefined,
      ),
    );
  });

  await page.goto('/');
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  for (const { path, title, link, orSignIn } of VISITS) {
    if (link)
      await page.getByRole(link.area).getByRole('link', { name: link.name, exact: true }).first().click();
    else await navigateInPage(page, path, { allowRedirect: orSignIn === true });
    if (orSignIn) {
      await expect(page).toHaveTitle(new RegExp(`^(${title}|Sign in) \\| ${BRAND}$`));
    } else {
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
    }
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  const report = await page.evaluate(
    (libraries): ShareReport => {
      interface LoadState {
        loaded?: boolean;
        lib?: unknown;
      }
      // With the plugin's shared treeShaking, the tree-shaken copy is kept apart under `treeShaking`.
      interface SharedEntry extends LoadState {
        treeShaking?: LoadState;
      }
      const isLoaded = (state: LoadState | undefined) =>
        state?.loaded === true || typeof state?.lib === 'function';
      type ScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
      interface Federation {
        __INSTANCES__?: { name: string; shareScopeMap?: ScopeMap }[];
        __SHARE__?: Record<string, ScopeMap>;
      }
      const federation = (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__ ?? {};
      const instances = federation.__INSTANCES__ ?? [];
      const scopeMaps: ScopeMap[] = [
        ...instances.map((instance) => instance.shareScopeMap ?? {}),
        ...Object.values(federation.__SHARE__ ?? {}),
      ];
      const loadedVersions: Record<string, string[]> = {};
      for (const library of libraries) {
        const versions = new Set<string>();
        for (const scopeMap of scopeMaps) {
          for (const scope of Object.values(scopeMap)) {
            for (const [version, entry] of Object.entries(scope[library] ?? {})) {
              if (isLoaded(entry)) versions.add(version);
              if (isLoaded(entry.treeShaking)) versions.add(`${version} (tree-shaken)`);
            }
          }
        }
        loadedVersions[library] = [...versions];
      }
      return {
        containers: [...new Set(instances.map((instance) => instance.name))].sort(),
        loadedVersions,
        renderers: (window as unknown as { __E2E_RENDERERS__: string[] }).__E2E_RENDERERS__,
      };
    },
    [...SINGLETONS],
  );
  await Promise.all(pending);

  // Every remote took part, or the check below would prove nothing.
  expect(report.containers).toEqual(
    expect.arrayContaining(['shell', 'mfe_public', 'mfe_auth', 'mfe_profile', 'mfe_learning']),
  );
  for (const library of SINGLETONS) {
    expect(report.loadedVersions[library], `loaded copies of ${library} in the share scope`).toHaveLength(1);
  }
  expect(report.renderers, 'React DOM renderers started').toHaveLength(1);

  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    const holders = [...scripts.values()].filter(({ body }) => body.includes(marker)).map(({ url }) => url);
    expect(holders, `scripts carrying ${library}`).toHaveLength(1);
  }
});
