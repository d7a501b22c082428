/**
 * `npm start`: rebuilds every bundle and the API whose sources are newer than
 * its build, then serves the stitched site as in production (ports of
 * sites.json) and starts the API. The site stays up without the API: screens
 * that call it show their own errors.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiIsStale, buildFrontEnds } from './build.mjs';
import { serveSite } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sites } = createRequire(import.meta.url)('../webpack/site-map.cjs');
const API_DIR = path.join(ROOT, sites.api.workspace);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function apiScripts() {
  try {
    return JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).scripts ?? {};
  } catch {
    return {};
  }
}

function runToEnd(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Builds the API when its sources are newer than its build; true when it can start. */
async function prepareApi() {
  const scripts = apiScripts();
  if (!scripts.start) {
    console.warn('[start] api has no start script yet: serving the site without the API');
    return false;
  }
  if (!apiIsStale()) return true;
  if (!scripts.build) {
    console.warn('[start] api has no build script and no fresh dist: serving the site without the API');
    return false;
  }
  console.log('[start] building the API (its sources are newer than api/dist)');
  if (await runToEnd(['run', 'build', '-w', sites.api.package])) return true;
  console.warn('[start] the API build failed: serving the site without the API');
  return false;
}

/** Starts the built API; returns the child process. */
function startApi() {
  // Its own process group, so stopping reaches the server behind npm and sh too.
  const child = spawn(npm, ['run', 'start', '-w', sites.api.package], {
    cwd: ROOT,
    // The embedded site is development unless the caller says otherwise; the API never assumes a mode.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
    stdio: 'inherit',
    detached: true,
  });
  child.on('error', (error) => console.warn(`[start] the API could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.warn(`[start] the API stopped (${signal ?? `exit ${code}`}); the site keeps running`);
  });
  return child;
}

let stopping = false;

// The API's compiler runs beside the bundles' builds: a first start builds everything.
const apiReady = prepareApi();
try {
  await buildFrontEnds();
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const site = await serveSite();
for (const [name, url] of Object.entries(site.urls)) console.log(`[start] ${name.padEnd(13)} ${url}`);
const api = (await apiReady) ? startApi() : null;
console.log(`[start] open http://localhost:${sites.shell.port}`);

async function stop() {
  if (stopping) return;
  stopping = true;
  if (api && api.exitCode === null) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      api.kill('SIGTERM');
    }
  }
  await site.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
