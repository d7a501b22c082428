import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { EVERY_WIDTH } from '../support/layout';
import { expectNoSeriousA11yViolations, screenshot } from '../support/page-quality';
import { registerStudent, signInWith } from '../support/purchase';
import {
  type RunningServer,
  type ServedSite,
  serveSite,
  startApi,
  startTestHelper,
} from '../support/servers';
import {
  BASE_PORT,
  HOST,
  SHELL,
  originOf,
  runtimeConfig,
  siteOrigin,
  sitePorts,
} from '../support/site-config';

/**
 * Buying the course through CloudPayments (docs/decisions/0130, 0159): an API of its own whose
 * settings name the provider, pointed at the provider's stand-in (api/src/test-helpers/
 * cloudpayments-stand-in.ts). The student pays on the stand-in's hosted page with the provider's
 * 3-D Secure test card; the page sends the Check and Pay notifications to the API and the browser
 * back to the site, where the course opens. The run's own API keeps the sandbox.
 */

const ports = sitePorts(BASE_PORT + 60);
const API_PORT = BASE_PORT + 96;
const API_URL = `http://${HOST}:${API_PORT}`;

/** CloudPayments' published test cards (the stand-in's STAND_IN_CARDS). */
const SECURE_VISA = '4242 4242 4242 4242';
const SECURE_VISA_NO_FUNDS = '4000 0555 5555 5599';

let standIn: RunningServer & { first: { url: string; publicId: string; apiSecret: string } };
let api: RunningServer | null = null;
let site: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startTestHelper('src/test-helpers/cloudpayments-stand-in.ts', {
    CLOUDPAYMENTS_STAND_IN_OPTIONS: JSON.stringify({ notifyTo: `${API_URL}/courses/payment-callback` }),
  });
  api = await startApi(API_PORT, Object.values(ports).map(originOf), {
    CLOUDPAYMENTS_PUBLIC_ID: standIn.first.publicId,
    CLOUDPAYMENTS_API_SECRET: standIn.first.apiSecret,
    CLOUDPAYMENTS_API_URL: standIn.first.url,
  });
  site = await serveSite(ports, runtimeConfig(ports, API_URL));
});

test.afterAll(async () => {
  await site?.close();
  await api?.close();
  await standIn?.close();
});

/** Signs a new student in on the site's course page and sends them to the provider's page. */
async function toTheCardPage(page: Page, request: APIRequestContext) {
  const { tokens } = await registerStudent(request, 'cloudpayments', API_URL);
  await signInWith(page, tokens);
  await page.goto(`${siteOrigin(ports, SHELL)}/passingcourse/1`);
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn.first.url}/d/[0-9a-f]{16}$`));
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test(`a student buys the course on the provider's page with its 3-D Secure test card ${EVERY_WIDTH.tag}`, async ({
  page,
  request,
}, testInfo) => {
  await toTheCardPage(page, request);
  await payWith(page, SECURE_VISA);

  await expect(page.getByText('Payment received. The course is now open.')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`^${siteOrigin(ports, SHELL)}/passingcourse/1$`));
  await expect(page.getByRole('heading', { name: 'Buy the full course' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: 'What arbitration is and why parties choose it' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'cloudpayments-course-open');
});

test('a card the bank declines after 3-D Secure leaves the course closed and says so', async ({
  page,
  request,
}) => {
  await toTheCardPage(page, request);
  await payWith(page, SECURE_VISA_NO_FUNDS);

  await expect(page.getByText('The payment did not go through. Please try again.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Buy the full course' })).toBeVisible();
});
