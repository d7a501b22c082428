/**
 * The kernel's version says what changed. `exports.json` records the exports
 * of every released version; the newest record must be this package version
 * and exactly the current exports. Between two records, a removed export (or
 * one whose kind changed) needs a new major version and an added one a new
 * minor version. A remote built against another major version is refused at
 * start-up (federation strictVersion singleton, e2e/tests/kernel-version.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as kernel from '.';

const root = path.join(__dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const history = JSON.parse(readFileSync(path.join(root, 'exports.json'), 'utf8')) as {
  versions: Record<string, string[]>;
};

type Version = [number, number, number];

function parse(version: string): Version {
  const parts = version.split('.').map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

const current = Object.entries(kernel)
  .map(([name, value]) => `${name}: ${typeof value}`)
  .sort();
const released = Object.keys(history.versions).sort((a, b) => compare(parse(a), parse(b)));

it('is a semantic version, the newest one recorded in exports.json', () => {
  expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(released.at(-1)).toBe(packageJson.version);
});

it('exports exactly what exports.json records for this version', () => {
  expect(current).toEqual(history.versions[packageJson.version]);
});

it('removes an export only with a new major version and adds one only with a new minor one', () => {
  for (const [index, after] of released.entries()) {
    const before = released[index - 1];
    if (before === undefined) continue;
    const previous = history.versions[before] ?? [];
    const next = history.versions[after] ?? [];
    const [major, minor] = parse(after);
    const [previousMajor, previousMinor] = parse(before);
    if (previous.some((entry) => !next.includes(entry)))
      expect([after, major]).toEqual([after, previousMajor + 1]);
    else if (next.some((entry) => !previous.includes(entry)))
      expect([after, major > previousMajor || minor > previousMinor]).toEqual([after, true]);
  }
  expect(released.length).toBeGreaterThan(0);
});
