/**
 * `npm run dev`: webpack dev servers for the shell and the remotes (ports of
 * sites.json), plus the API's dev server when its workspace has one.
 * Ctrl+C stops them all. Each remote also runs alone: `npm run dev -w mfe-auth`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { sites, frontEnds } = createRequire(import.meta.url)('../webpack/site-map.cjs');
const FRONT_ENDS = frontEnds.map((site) => site.workspace);

function hasDevScript(dir) {
  try {
    return Boolean(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts?.dev);
  } catch {
    return false;
  }
}

const children = [];
let stopping = false;

function start(label, args) {
  // Each in its own process group, so stopping reaches the servers behind npm and sh too.
  const child = spawn(npm, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `[${label}] `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() !== '') stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) console.warn(`${prefix}stopped (${signal ?? `exit ${code}`})`);
  });
  children.push(child);
}

for (const workspace of FRONT_ENDS) start(workspace, ['run', 'dev', '-w', workspace]);
if (hasDevScript(sites.api.workspace)) start('api', ['run', 'dev', '-w', sites.api.package]);
else console.warn('[dev] api has no dev script: running the front ends only');

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
