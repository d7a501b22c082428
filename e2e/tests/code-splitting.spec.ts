import { expect, test } from '@playwright/test';
import { BRAND, screenHeading } from '../support/layout';
import { MAIN_PORTS, siteOrigin } from '../support/site-config';

const OTHER_AREAS = {
  mfe_auth: siteOrigin(MAIN_PORTS, 'mfe_auth'),
  mfe_profile: siteOrigin(MAIN_PORTS, 'mfe_profile'),
  mfe_learning: siteOrigin(MAIN_PORTS, 'mfe_learning'),
};

test('opening / downloads nothing from the auth, profile or learning remotes until they are needed', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/');
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromOtherAreas = requested.filter((url) =>
    Object.values(OTHER_AREAS).some((origin) => url.startsWith(origin)),
  );
  expect(fromOtherAreas).toEqual([]);

  // The sign-in area arrives when a visitor goes there.
  await page.goto('/signin');
  await expect(page).toHaveTitle(`Sign in | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  expect(requested.some((url) => url.startsWith(OTHER_AREAS.mfe_auth))).toBe(true);
});

test('the first screen loads without a waterfall: start-up chunks are hinted in the HTML and every hint is used', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const requested: string[] = [];
  const requestedUrls: string[] = [];
  page.on('request', (request) => {
    requestedUrls.push(request.url());
    requested.push(new URL(request.url()).pathname);
  });

  const response = await page.goto('/aboutthecourse');
  const html = (await response?.text()) ?? '';
  const hinted = [...html.matchAll(/<link rel=preload href=([^ >]+)/g)].map((match) => match[1]);
  await expect(screenHeading(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // react-dom, the kernel and the bootstrap chunk are among them, so they load beside main.js.
  expect(hinted.length).toBeGreaterThan(3);
  for (const href of hinted) expect(requested).toContain(href);
  // Each hinted file was fetched once: the hint and the loader's request were the same download.
  for (const href of hinted) expect(requested.filter((path) => path === href)).toHaveLength(1);
  expect(messages.filter((text) => /preloaded using link preload but not used/.test(text))).toEqual([]);

  // The early start in index.html asked for config.json and the screen's manifest once; the shell took
  // those answers over, and the entry and chunks it hinted were each downloaded once.
  const publicOrigin = siteOrigin(MAIN_PORTS, 'mfe_public');
  const fromPublic = requestedUrls.filter((url) => url.startsWith(publicOrigin));
  expect(requested.filter((path) => path === '/config.json')).toHaveLength(1);
  expect(fromPublic.filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(1);
  expect(fromPublic.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(new Set(fromPublic).size).toBe(fromPublic.length);
});
