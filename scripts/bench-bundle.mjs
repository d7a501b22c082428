/**
 * `npm run bench:bundle`: the JavaScript a cold visit downloads, for `/` and
 * for the first route of each remote, measured in a real browser against
 * the production builds served as deployed: the bytes counted are the
 * response bodies as they crossed the wire (brotli or gzip, whichever the
 * browser negotiated). KB = 1024 bytes. `/` must stay within 200 KB.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveSite } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const BUDGET_KB = 200;
const PORTS = { shell: 4310, mfe_public: 4311, mfe_auth: 4312, mfe_profile: 4313, mfe_learning: 4314 };
const PAGES = [
  { path: '/', area: 'mfe_public (home)' },
  { path: '/signin', area: 'mfe_auth' },
  { path: '/profile', area: 'mfe_profile' },
  { path: '/passingcourse/1', area: 'mfe_learning' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, url) {
  // A fresh context per page: empty cache, nothing carried over.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') && !response.url().endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          url: response.url(),
          raw: body.length,
          served: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall idle while a chunk is still being parsed, before the
  // next request starts: wait until no new response has arrived for a second and a half.
  let seen = -1;
  while (seen !== pending.length) {
    seen = pending.length;
    await page.waitForTimeout(1500);
  }
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  await context.close();
  return files;
}

async function main() {
  // --no-build measures the dist folders as they are.
  if (!process.argv.includes('--no-build')) await buildFrontEnds();
  const site = await serveSite({ ports: PORTS });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let overBudget = false;
  try {
    console.log('Cold visit, JS only, bytes as served (KB = 1024 bytes)\n');
    console.log(
      `${'page'.padEnd(20)}${'area'.padEnd(20)}${'requests'.padStart(9)}${'raw KB'.padStart(10)}${'served KB'.padStart(11)}${'served bytes'.padStart(14)}  encodings`,
    );
    const details = [];
    for (const { path: pagePath, area } of PAGES) {
      const files = await measure(browser, `${site.urls.shell}${pagePath}`);
      const raw = files.reduce((sum, file) => sum + file.raw, 0);
      const served = files.reduce((sum, file) => sum + file.served, 0);
      const encodings = [...new Set(files.map((file) => file.encoding))].join(',');
      console.log(
        `${pagePath.padEnd(20)}${area.padEnd(20)}${String(files.length).padStart(9)}${kb(raw).padStart(10)}${kb(served).padStart(11)}${String(served).padStart(14)}  ${encodings}`,
      );
      details.push({ pagePath, files });
      if (pagePath === '/' && served > BUDGET_KB * 1024) overBudget = true;
    }
    if (process.argv.includes('--verbose')) {
      for (const { pagePath, files } of details) {
        console.log(`\n${pagePath}`);
        for (const file of files.sort((a, b) => b.served - a.served)) {
          console.log(
            `  ${kb(file.served).padStart(7)} KB  ${file.encoding.padEnd(8)} ${new URL(file.url).host}${new URL(file.url).pathname}`,
          );
        }
      }
    }
    console.log(`\nBudget for /: ${BUDGET_KB} KB as served — ${overBudget ? 'EXCEEDED' : 'within budget'}`);
  } finally {
    await browser.close();
    await site.close();
  }
  if (overBudget) process.exit(1);
}

await main();
