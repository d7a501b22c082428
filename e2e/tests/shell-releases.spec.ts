/**
 * The shell released and rolled back as a remote is (docs/decisions/0043): its build as it stands is
 * release 1.0.0, a build with another footer is 1.1.0, and 1.2.0 is a copy whose start-up script
 * throws. Each deploy runs the smoke check for real, every remote the site serves loading into the
 * candidate shell as each kind of user; the site's shell origin switches at the next page load.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND } from '../support/layout';
import {
  RELEASE_SITE_PORTS,
  SMOKE_INSTRUCTOR,
  SMOKE_STUDENT,
  freshReleases,
  release,
  releaseBuilt,
  releaseCommand,
  type ReleaseFolder,
} from '../support/releases';
import { REPO_ROOT, loadServeModule, type ServedSite } from '../support/servers';
import { siteOrigin } from '../support/site-config';

const SHELL = 'shell';
const RIGHTS = 'All rights reserved.';
const RELEASE_2_RIGHTS = 'All rights reserved. Shell release 2.';
const BROKEN = 'the shell release 1.2.0 breaks on purpose';
const ports = RELEASE_SITE_PORTS;

let site: ServedSite | null = null;
test.afterAll(async () => {
  await site?.close();
});

/** A copy of the shell's build whose start-up scripts (index.html's own) throw as they run. */
function brokenShell(outputDir: string): string {
  cpSync(path.join(REPO_ROOT, SHELL, 'dist'), outputDir, { recursive: true });
  const html = readFileSync(path.join(outputDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="?\/?([^" >]+\.js)/g)].flatMap(([, file]) =>
    file ? [file] : [],
  );
  expect(scripts.length, 'index.html loads the shell with scripts of its own').toBeGreaterThan(0);
  for (const script of scripts) {
    writeFileSync(path.join(outputDir, script), `throw new Error(${JSON.stringify(BROKEN)});\n`);
    // The precompressed copies would still be served as they were.
    for (const copy of [`${script}.br`, `${script}.gz`]) rmSync(path.join(outputDir, copy), { force: true });
  }
  return outputDir;
}

/** A fresh load of the main page: its footer line, once the shell has started and the screen shows. */
async function footerOf(page: Page): Promise<string> {
  await page.goto(`${siteOrigin(ports, 'shell')}/`);
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const text = (await page.getByRole('contentinfo').textContent()) ?? '';
  await page.close();
  return text;
}

const deployment = (folder: ReleaseFolder) =>
  JSON.parse(readFileSync(path.join(folder.releases, 'deployment.json'), 'utf8')) as {
    shell?: { live: string; previous: string | null };
  };

test('the shell goes live as a release after its smoke check, switches at the next page load, refuses a broken build and rolls back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(900_000);
  const { folder } = await freshReleases(testInfo, {});
  await release(folder, SHELL, '1.0.0', path.join(REPO_ROOT, SHELL, 'dist'));
  await releaseBuilt(testInfo, folder, '1.1.0', {
    workspace: SHELL,
    edits: [{ file: 'src/locales/en/shell.json', search: RIGHTS, replace: RELEASE_2_RIGHTS }],
  });
  await release(folder, SHELL, '1.2.0', brokenShell(testInfo.outputPath('builds', 'broken')));

  const { serveSite } = await loadServeModule();
  site = await serveSite({ ports, releases: folder.releases });
  expect(await footerOf(await browser.newPage())).not.toContain(RELEASE_2_RIGHTS);

  const accounts = { ...SMOKE_STUDENT, ...SMOKE_INSTRUCTOR };
  const deploy = async (version: string) => {
    const result = await releaseCommand(folder, ['deploy', SHELL, version], accounts);
    expect(result.code, result.output).toBe(0);
    return result.output;
  };
  const first = await deploy('1.0.0');
  // Every remote loaded into the candidate shell, as the users its routes are for.
  for (const line of ['/ (visitor)', '/signin (visitor)', '/profile (student)', '/teaching (instructor)'])
    expect(first, first).toContain(`[deploy] rendered ${line}`);
  expect(first).not.toContain('smoke account for visitor');
  expect(await footerOf(await browser.newPage())).toContain(RIGHTS);

  await deploy('1.1.0');
  expect(await footerOf(await browser.newPage())).toContain(RELEASE_2_RIGHTS);

  const broken = await releaseCommand(folder, ['deploy', SHELL, '1.2.0'], accounts);
  expect(broken.code, broken.output).toBe(1);
  expect(broken.output).toContain('refused shell 1.2.0+e2e: the smoke check failed; the live release stays');
  expect(broken.output).toContain(BROKEN);
  expect(deployment(folder).shell).toMatchObject({ live: '1.1.0+e2e', previous: '1.0.0+e2e' });
  expect(await footerOf(await browser.newPage())).toContain(RELEASE_2_RIGHTS);

  const rollback = await releaseCommand(folder, ['rollback', SHELL]);
  expect(rollback.code, rollback.output).toBe(0);
  expect(await footerOf(await browser.newPage())).not.toContain(RELEASE_2_RIGHTS);

  const listing = await releaseCommand(folder, ['releases']);
  expect(listing.output).toContain('shell: live 1.0.0+e2e, previous 1.1.0+e2e');
});
