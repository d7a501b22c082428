import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED_SECRETS, secretProblem } from './config-secrets';

const ROOT = path.resolve(__dirname, '..', '..');
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.data',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|env)$/;

function* repositoryFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* repositoryFiles(full);
    else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') yield full;
  }
}

/** `jwtSecret: '…'`, `"client_secret": "…"`, `TRANSLATION_API_KEY='…'`, and `JWT_SECRET=…` in docs and scripts. */
const QUOTED = /\b\w*(?:secret|api_?key)\w*["']?\s*[:=]\s*(["'`])((?:(?!\1)[^\n]){1,200})\1/gi;
const SHELL = /\b[A-Z_]*(?:SECRET|API_KEY)=([^\s"'`$]+)/g;

/** Every secret-looking literal in the repository, with the file it is in. */
function secretLiterals(): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = [];
  for (const file of repositoryFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(ROOT, file);
    for (const match of text.matchAll(QUOTED))
      if (!match[2]?.includes('${')) found.push({ file: relative, value: match[2] ?? '' });
    for (const match of text.matchAll(SHELL)) found.push({ file: relative, value: match[1] ?? '' });
  }
  return found;
}

describe('secrets written in this repository', () => {
  it('are all refused in production (add a new one to PUBLISHED_SECRETS in config-secrets.ts)', () => {
    const literals = secretLiterals();
    expect(literals.map(({ value }) => value)).toEqual(
      expect.arrayContaining([PUBLISHED_SECRETS.testOidcClient, PUBLISHED_SECRETS.browserTestOidcClient]),
    );
    // 16: the shortest length accepted for any secret (an identity provider's client secret).
    const accepted = literals.filter(({ value }) => secretProblem(value, 16) === null);
    expect(accepted).toEqual([]);
  });
});

describe('secretProblem', () => {
  it.each([
    ['a base64 secret from openssl', 'q1Xo7dM2b0kZ4nRyT8vWc3LfH6aJpS9eUuGiB5tN+Qx/'],
    ['a hex secret', '9f3c27e1b84d6a05c2e7f18b3d94a6c0'],
  ])('accepts %s', (_case, secret) => {
    expect(secretProblem(secret, 32)).toBeNull();
  });

  it.each([
    ['counting and keyboard runs', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a sentence of common words', 'please-change-this-default-secret-value-here'],
  ])('refuses %s', (_case, secret) => {
    expect(secretProblem(secret, 32)).not.toBeNull();
  });
});
