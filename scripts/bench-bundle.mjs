/**
 * `npm run bench:bundle`: the JavaScript a cold visit downloads, for `/` and
 * for every public route and the first route of each other remote, measured in a real browser against
 * the production builds served as deployed: the bytes counted are the
 * response bodies as they crossed the wire (brotli or gzip, whichever the
 * browser negotiated). KB = 1024 bytes. `/` must stay within 170 KB (issue 31; 158 KB on 2026-11-28).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveSite } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const BUDGET_KB = 170;
const { sites, remoteRoutes, portsFrom } = require(path.join(ROOT, 'webpack', 'site-map.cjs'));
const PORTS = portsFrom(Number(process.env.BENCH_BASE_PORT ?? 4310));
/** Every route of the public remote (`/` first), then the first screen of each other remote (routes.json). */
const PAGES = [
  ...sites.remotes.flatMap((remote, index) => {
    const routes = remoteRoutes(remote.workspace);
    return (index === 0 ? routes : routes.slice(0, 1)).map((route) => ({
      path: route.link ?? route.paths[0],
      area: remote.name,
    }));
  }),
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The front end takes the API's schemas as types only (shared/src/api/types.ts);
 * these strings of the contract's schemas (contract/src/entities.ts) and of TypeBox itself must never reach a browser.
 */
const SCHEMA_MARKERS = ['Decimal as a DRF-style string', '~kind'];

const PDF_CHUNK = /\/(pdfjs|pdf-viewer)\.[0-9a-f]+\.js$/;

/** Size of the learning remote's PDF viewer chunks in its dist folder (raw and their .gz copies). */
function pdfChunkBytes() {
  const dist = path.join(ROOT, 'mfe-learning', 'dist');
  let raw = 0;
  let gzip = 0;
  for (const name of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    if (!PDF_CHUNK.test(`/${name}`)) continue;
    raw += fs.statSync(path.join(dist, name)).size;
    const gz = path.join(dist, `${name}.gz`);
    if (fs.existsSync(gz)) gzip += fs.statSync(gz).size;
  }
  return { raw, gzip };
}

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
          schemaCode: SCHEMA_MARKERS.some((marker) => body.includes(marker)),
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
  const withSchemaCode = new Set();
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
      for (const file of files) if (file.schemaCode) withSchemaCode.add(file.url);
      if (pagePath === '/' && served > BUDGET_KB * 1024) overBudget = true;
    }
    // The learning remote's PDF viewer (pdf.js) is a chunk of its own, fetched only when a material opens.
    const learning = details.find((detail) => detail.pagePath === '/passingcourse/1');
    if (learning) {
      const pdf = learning.files.filter((file) => PDF_CHUNK.test(new URL(file.url).pathname));
      const pdfOnDisk = pdfChunkBytes();
      console.log(
        `\n/passingcourse/1 first route: ${kb(learning.files.reduce((sum, file) => sum + file.served, 0))} KB as served, ` +
          `PDF viewer ${pdf.length === 0 ? 'not included' : `INCLUDED (${pdf.length} files)`} ` +
          `(pdf-viewer + pdfjs chunks: ${kb(pdfOnDisk.raw)} KB raw, ${kb(pdfOnDisk.gzip)} KB gzip, loaded when a PDF opens)`,
      );
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
    console.log(
      withSchemaCode.size === 0
        ? 'API schema code in the bundles: none'
        : `API schema code in the bundles: FOUND in ${[...withSchemaCode].join(', ')}`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
  if (overBudget || withSchemaCode.size > 0) process.exit(1);
}

await main();
