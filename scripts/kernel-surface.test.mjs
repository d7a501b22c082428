/**
 * `scripts/kernel-surface.mjs` (part of `npm run lint`): how it reads a workspace's imports of the
 * kernel. Run by `npm run test:releases` and by the root `npm test`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryPoints, importedNames } from './kernel-surface.mjs';

const SPECIFIERS = new Set(['@example/kernel', '@example/kernel/testing']);
const names = (text) =>
  importedNames('file.ts', text, SPECIFIERS).map(({ specifier, name }) => `${specifier} ${name}`);

test('named, renamed, type-only and default imports each name the export they import', () => {
  assert.deepEqual(
    names(`import { api, Button as Knop, type User } from '@example/kernel';
import theme, { fakeApi } from '@example/kernel/testing';`),
    [
      '@example/kernel api',
      '@example/kernel Button',
      '@example/kernel User',
      '@example/kernel/testing default',
      '@example/kernel/testing fakeApi',
    ],
  );
});

test('a namespace import and export * use every export; a named re-export its names', () => {
  assert.deepEqual(
    names(`import * as kernel from '@example/kernel';
export * from '@example/kernel/testing';
export { json as answer } from '@example/kernel/testing';`),
    ['@example/kernel *', '@example/kernel/testing *', '@example/kernel/testing json'],
  );
});

test('other modules, deep paths and mentions in strings are not imports of an entry', () => {
  assert.deepEqual(
    names(`import { x } from '@academy/rules';
jest.mock('@example/kernel/src/api/endpoints/get-books');
const text = "import { api } from '@example/kernel'";`),
    [],
  );
});

test('code generated into a template literal is read as a module', () => {
  assert.deepEqual(
    names("const source = `import { initTestI18n } from '@example/kernel/testing';\n${body}`;"),
    ['@example/kernel/testing initTestI18n'],
  );
});

test("the entries are shared/package.json's TypeScript exports, without the CSS and the open src/*", () => {
  const specifiers = entryPoints().map((entry) => entry.specifier);
  assert.ok(specifiers.includes('@academy/shared'));
  assert.ok(specifiers.includes('@academy/shared/testing'));
  assert.ok(!specifiers.some((specifier) => specifier.includes('*') || specifier.endsWith('.css')));
});
