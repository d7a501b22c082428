/**
 * QA inside the stitched site and knowing which remote broke (docs/decisions/0017, 0011): on a
 * deployment that allows overrides, `?override=<remote>@<release>` loads a published candidate in the
 * tab that asked, with a banner, while another visitor sees the live release; an unknown release, or a
 * deployment without the flag, is refused and the live site shown; an error thrown in the candidate's
 * screen reaches the API with the remote's name and release and shows up in the operator's listing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BRAND } from '../support/layout';
import { screenshot } from '../support/page-quality';
import { buildRelease, release, releaseCommand, run, type ReleaseFolder } from '../support/releases';
import { REPO_ROOT, loadServeModule, startApi, type ServedSite } from '../support/servers';
import { BASE_PORT, originOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

const WORKSPACE = 'mfe-auth';
const ports = sitePorts(BASE_PORT + 60);
const SMOKE_PORT = BASE_PORT + 50;
// Its own API, on a port no other spec's site takes: sitePorts(BASE_PORT + 70) of kernel-version and
// drf-backend spans + 70 to + 75, and a server of theirs still open there would answer startApi's
// readiness probe with index.html while this API failed to listen.
const API_PORT = BASE_PORT + 77;
const LIVE = '1.0.0+e2e';
const CANDIDATE = '1.1.0+e2e';
const CANDIDATE_TITLE = 'Sign in, candidate';
const BROKEN = 'the candidate breaks on purpose';
const shell = siteOrigin(ports, 'shell');

test.describe.configure({ mode: 'serial' });

let site: ServedSite | null = null;
let api: { close(): Promise<void> } | null = null;
let releases = '';
let database = '';

/** The release commands on this file's releases folder (set in beforeAll). */
const folder = (): ReleaseFolder => ({ releases, smokePort: SMOKE_PORT });

// The releases' folder lives in this file's output folder, so the hook takes the test info.
test.beforeAll(async ({ browserName: _browserName }, testInfo: TestInfo) => {
  test.setTimeout(600_000);
  releases = testInfo.outputPath('releases');
  mkdirSync(releases, { recursive: true });
  // A staging site: its deployment document allows QA overrides.
  const siteConfig = runtimeConfig(ports, originOf(API_PORT));
  writeFileSync(
    path.join(releases, 'deployment.json'),
    JSON.stringify({ site: siteConfig, remotes: {}, overrides: 'staging' }),
  );
  writeFileSync(path.join(releases, 'config.json'), JSON.stringify(siteConfig));
  await release(folder(), WORKSPACE, '1.0.0', path.join(REPO_ROOT, WORKSPACE, 'dist'));
  // The candidate: another sign-in title, and a screen that throws when the address asks it to.
  const candidate = testInfo.outputPath('candidate');
  await buildRelease({
    workspace: WORKSPACE,
    outputDir: candidate,
    edits: [
      { file: 'src/locales/en/auth.json', search: '": "Sign in"', replace: `": "${CANDIDATE_TITLE}"` },
      {
        file: 'src/screens/sign-in/SignInPage.tsx',
        search: '  const { t } = useTranslation(NAMESPACE);\n  const navigate',
        replace:
          `  if (typeof window !== 'undefined' && window.location.search.includes('break=')) throw new Error('${BROKEN}');\n` +
          '  const { t } = useTranslation(NAMESPACE);\n  const navigate',
      },
    ],
  });
  await release(folder(), WORKSPACE, '1.1.0', candidate);
  const deploy = await releaseCommand(folder(), ['deploy', WORKSPACE, LIVE]);
  expect(deploy.code, deploy.output).toBe(0);
  expect(JSON.parse(readFileSync(path.join(releases, 'config.json'), 'utf8'))).toMatchObject({
    overrides: true,
  });

  // The API on a database on disk, so that the operator's command can read it afterwards.
  database = mkdtempSync(path.join(tmpdir(), 'academy-e2e-client-errors-'));
  api = await startApi(API_PORT, Object.values(ports).map(originOf), { PGLITE_DIR: database });
  const { serveSite } = await loadServeModule();
  site = await serveSite({ ports, releases });
});

test.afterAll(async () => {
  await site?.close();
  await api?.close();
  if (database) rmSync(database, { recursive: true, force: true });
});

/** Console messages and CSP violations of a page, for the checks below. */
function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return {
    messages,
    violations: () => messages.filter((text) => /Content Security Policy|Refused to/.test(text)),
  };
}

const signInHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
/** The QA banner: a status while an override is active, an alert when one was refused. */
const banner = (page: Page) => page.getByLabel('Release check');

test('a QA override shows the candidate in the tab that asked for it, with its banner; another visitor sees the live release', async ({
  browser,
}, testInfo) => {
  const tester = await browser.newPage();
  const console = watch(tester);
  await tester.goto(`${shell}/signin?override=${WORKSPACE}@${CANDIDATE}`);
  await expect(signInHeading(tester, CANDIDATE_TITLE)).toBeVisible();
  await expect(tester.getByRole('status', { name: 'Release check' })).toContainText(
    `${WORKSPACE} shows release ${CANDIDATE} in this tab only`,
  );
  await expect(tester.getByRole('button', { name: 'Back to live' })).toBeVisible();
  await screenshot(tester, testInfo, 'qa-override-banner');
  await tester.setViewportSize({ width: 375, height: 812 });
  await screenshot(tester, testInfo, 'qa-override-banner');
  await tester.setViewportSize({ width: 1280, height: 800 });
  // The override stays with the tab: a later address without it still loads the candidate.
  await tester.goto(`${shell}/signin`);
  await expect(signInHeading(tester, CANDIDATE_TITLE)).toBeVisible();
  expect(
    console.messages.some((text) => text.includes(`QA override: ${WORKSPACE} from release ${CANDIDATE}`)),
  ).toBe(true);
  expect(console.violations()).toEqual([]);

  // Another visitor, at the same time: the live release, no banner.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${shell}/signin`);
  await expect(visitor).toHaveTitle(`Sign in | ${BRAND}`);
  await expect(signInHeading(visitor, 'Sign in')).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);

  // Back to live in the tester's tab.
  await tester.getByRole('button', { name: 'Back to live' }).click();
  await expect(signInHeading(tester, 'Sign in')).toBeVisible();
  await expect(banner(tester)).toHaveCount(0);
  expect(new URL(tester.url()).search).toBe('');
  // Closed here, not with the file: an open page keeps connections to this file's API, which a later
  // test stops and whose graceful close (10 s, api/src/server.ts) must not wait on them.
  await tester.close();
  await visitorContext.close();
});

test('an override of a release that does not exist is refused: the live release, and a banner and console message saying why', async ({
  page,
}) => {
  const console = watch(page);
  await page.goto(`${shell}/signin?override=${WORKSPACE}@9.9.9+nope`);
  await expect(signInHeading(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Release check' })).toContainText(
    `"${WORKSPACE}@9.9.9+nope" is not a published release here. You see the live site.`,
  );
  expect(console.messages).toContain(`warning: QA override refused: ${WORKSPACE} has no release 9.9.9+nope`);
});

test('an error thrown in a remote’s screen is reported with its name and release, and the student’s fallback names nothing internal', async ({
  page,
}) => {
  // A page load of the candidate, the API's graceful stop and the operator's command (PGlite opened
  // from disk): on a loaded host together longer than the default minute.
  test.setTimeout(180_000);
  const reportUrl = `${originOf(API_PORT)}/client-errors/`;
  // Every report the page sends, with its answer, for the messages below: a report of another kind
  // (a 'chunk' when the candidate failed to load) or another status (429) shows up there.
  const reports: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || request.url() !== reportUrl) return;
    void request.response().then((response) => {
      reports.push(`${response?.status() ?? 'no answer'} ${request.postData() ?? '(no body)'}`);
    });
  });
  page.on('requestfailed', (request) => {
    if (request.url() === reportUrl)
      reports.push(`failed (${request.failure()?.errorText}) ${request.postData()}`);
  });
  const seen = () =>
    `reports the page sent: ${reports.length === 0 ? 'none' : `\n  ${reports.join('\n  ')}`}`;
  const reported = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url() === reportUrl,
  );
  await page.goto(`${shell}/signin?override=${WORKSPACE}@${CANDIDATE}&break=1`);
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback, `the shell's fallback in place of the screen; ${seen()}`).toContainText(
    'This section is temporarily unavailable',
  );
  await expect(page.getByRole('main'), 'the fallback names nothing internal').not.toContainText(
    /mfe|auth|1\.1\.0|release|breaks on purpose|Error/i,
  );
  const response = await reported;
  const report = `the first report answered ${response.status()} to ${response.request().postData()}; ${seen()}`;
  expect(response.request().postDataJSON(), report).toMatchObject({
    remote: 'mfe_auth',
    version: CANDIDATE,
    kind: 'render',
    route: '/signin',
    message: `Error: ${BROKEN}`,
  });
  expect(response.status(), report).toBe(204);

  // The operator's listing, from the API's database (the API is stopped first: PGlite has one owner).
  // The page goes first, so that no open connection holds the API's graceful close past its deadline.
  await page.close();
  await api?.close();
  api = null;
  const listing = await run([path.join(REPO_ROOT, 'api', 'dist', 'client-errors-command.js'), '--json'], {
    NODE_ENV: 'development',
    PGLITE_DIR: database,
    LOG_LEVEL: 'warn',
    // The API wrote to PGlite on disk (startApi drops these too); with CI's DATABASE_URL set, the
    // command would read CI's PostgreSQL instead and find no report.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  });
  const printed = `the listing exited ${listing.code} and printed:\n${listing.output}\n(${report})`;
  expect(listing.code, printed).toBe(0);
  expect(listing.output, printed).toContain('[');
  const groups = JSON.parse(listing.output.slice(listing.output.indexOf('['))) as {
    remote: string;
    version: string;
    count: number;
    kinds: string[];
    route: string;
  }[];
  expect(groups, printed).toContainEqual(
    expect.objectContaining({ remote: 'mfe_auth', version: CANDIDATE, kinds: ['render'], route: '/signin' }),
  );
});

test('on a deployment that does not allow overrides the shell refuses any, and the release list is not served', async ({
  page,
}) => {
  const { readDeployment, writeDeployment } = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'scripts', 'release', 'releases.mjs')).href
  )) as {
    readDeployment(dir: string): Promise<Record<string, unknown>>;
    writeDeployment(dir: string, document: Record<string, unknown>, siteConfig?: unknown): Promise<unknown>;
  };
  const { overrides: _allowed, ...production } = await readDeployment(releases);
  await writeDeployment(releases, production);
  expect((await page.request.get(`${shell}/releases.json`)).status()).toBe(404);
  const console = watch(page);
  await page.goto(`${shell}/signin?override=${WORKSPACE}@${CANDIDATE}`);
  await expect(signInHeading(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Release check' })).toContainText(
    'this site does not allow release checks',
  );
  expect(console.messages).toContain(
    'warning: QA override refused: this deployment does not allow overrides',
  );
});
