import { defineConfig, devices } from '@playwright/test';
import { MAIN_PORTS, siteOrigin } from './support/site-config';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Tests that change servers or inspect bundles run once, at desktop width. */
const DESKTOP_ONLY = [
  '**/remote-failure.spec.ts',
  '**/redeploy.spec.ts',
  '**/releases.spec.ts',
  '**/releases-qa.spec.ts',
  '**/releases-signed-in.spec.ts',
  '**/releases-instructor.spec.ts',
  '**/shell-releases.spec.ts',
  '**/kernel-version.spec.ts',
  '**/shared-singletons.spec.ts',
  '**/standalone.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores are shared with the servers under test and other work.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL: siteOrigin(MAIN_PORTS, 'shell'),
    browserName: 'chromium',
    // Playwright launches a fresh temporary profile for every browser.
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: DESKTOP_ONLY,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
