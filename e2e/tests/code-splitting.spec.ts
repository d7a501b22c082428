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
