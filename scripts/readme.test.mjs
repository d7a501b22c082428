/**
 * The READMEs say what the package files say (issue 42): every version a README states is the
 * package's, every script a README names exists, and a README's `## Scripts` section lists every
 * script of its own package; the root README names every file of scripts/. Run by
 * `npm run test:releases` and by the root `npm test`.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The root package and every workspace of its `workspaces` globs, by folder. */
export function loadPackages(root = ROOT) {
  const rootPackage = readJson(path.join(root, 'package.json'));
  const folders = rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(root, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name.startsWith(pattern.slice(0, -1)))
          .map((entry) => entry.name)
      : [pattern],
  );
  const packages = new Map([['', rootPackage]]);
  for (const folder of folders) {
    const file = path.join(root, folder, 'package.json');
    if (existsSync(file)) packages.set(folder, readJson(file));
  }
  return packages;
}

/** The folder of the package `-w` names: its folder or its package name. */
function workspaceFolder(packages, name) {
  for (const [folder, manifest] of packages)
    if (folder !== '' && (folder === name || manifest.name === name)) return folder;
  return undefined;
}

/**
 * Every npm script a text names: `npm run <script>`, `npm start`, `npm test`, each with the package it
 * runs in (`-w <workspace>` after it, else the root).
 */
export function namedScripts(text, packages) {
  const named = [];
  for (const line of text.split('\n')) {
    const pattern = /\bnpm (?:run ([\w:.-]+)|(start|test)\b)/g;
    for (const match of line.matchAll(pattern)) {
      const rest = line.slice(match.index + match[0].length).split(/\bnpm |#|&&|`/)[0];
      const workspace = /(?:^|\s)(?:-w|--workspace)[ =]([@\w/.-]+)/.exec(rest)?.[1];
      named.push({
        script: match[1] ?? match[2],
        workspace: workspace ?? '',
        folder: workspace === undefined ? '' : workspaceFolder(packages, workspace),
        line: line.trim(),
      });
    }
  }
  return named;
}

/** The text of a README's `## Scripts` section, or undefined when it has none. */
export function scriptsSection(readme) {
  const start = readme.search(/^## Scripts\s*$/m);
  if (start < 0) return undefined;
  const rest = readme.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** What is wrong with the script names of one README (folder: its package, '' for the root). */
export function scriptProblems(readme, folder, packages) {
  const problems = [];
  const named = namedScripts(readme, packages);
  for (const { script, workspace, folder: target, line } of named) {
    if (target === undefined) problems.push(`names workspace ${workspace}, which does not exist: ${line}`);
    else if (!(script in (packages.get(target).scripts ?? {})))
      problems.push(`names "${script}", which ${target || 'the root'} package.json does not have: ${line}`);
  }
  const section = scriptsSection(readme);
  if (section !== undefined) {
    const listed = new Set(
      namedScripts(section, packages)
        .filter((entry) => entry.folder === folder)
        .map((entry) => entry.script),
    );
    for (const script of Object.keys(packages.get(folder).scripts ?? {}))
      if (!listed.has(script)) problems.push(`## Scripts does not list "${script}"`);
  }
  return problems;
}

const SEMVER = String.raw`\d+\.\d+\.\d+`;

/** `^20.19.0 || ^22.12.0 || >=24.0.0` as the README writes it: `20.19+, 22.12+ and 24`. */
export function nodeVersionsText(engines) {
  const versions = engines.split('||').map((range) => {
    const [, operator, major, minor] = /^\s*(\^|>=)(\d+)\.(\d+)\.\d+\s*$/.exec(range) ?? [];
    assert.ok(operator, `engines.node alternative "${range}" is not ^x.y.0 or >=x.0.0`);
    return operator === '>=' && minor === '0' ? major : `${major}.${minor}+`;
  });
  return versions.length > 1 ? `${versions.slice(0, -1).join(', ')} and ${versions.at(-1)}` : versions[0];
}

/**
 * Every version the READMEs state, each with the sentence it is read from and the value the package
 * files give. A claim whose sentence is gone fails too: reword the test with the README.
 */
export function versionClaims(packages) {
  const kernel = packages.get('shared');
  const kernelUsers = [...packages]
    .filter(([, manifest]) => manifest.dependencies?.[kernel.name] !== undefined)
    .map(([folder, manifest]) => [folder, manifest.dependencies[kernel.name]]);
  return [
    {
      readme: 'README.md',
      what: "the kernel's version",
      pattern: new RegExp(`\`shared/package\\.json\`, now (${SEMVER})`),
      expected: kernel.version,
    },
    {
      readme: 'README.md',
      what: 'the Node versions of engines',
      pattern: /Runs on Node ([\d.+, ]+ and \d+) \(`engines`\)/,
      expected: nodeVersionsText(packages.get('').engines.node),
    },
    {
      readme: 'shared/README.md',
      what: "the kernel's version",
      pattern: new RegExp(`\`package\\.json\` \`version\` \\((${SEMVER})\\)`),
      expected: kernel.version,
    },
    {
      readme: 'shared/README.md',
      what: `the range of ${kernel.name} each bundle declares`,
      pattern: /today ((?:(?:the )?[\w-]+ (?:declares )?`[^`]+`(?:, | and )?)+)/,
      read: (sentence) =>
        [...sentence.matchAll(/([\w-]+) (?:declares )?`([^`]+)`/g)]
          .map(([, folder, range]) => `${folder} ${range}`)
          .sort(),
      expected: kernelUsers.map(([folder, range]) => `${folder} ${range}`).sort(),
    },
  ];
}

/** What is wrong with the versions the READMEs state. */
export function versionProblems(readmes, claims) {
  const problems = [];
  for (const claim of claims) {
    // Sentences wrap anywhere: read them on one line.
    const match = claim.pattern.exec((readmes.get(claim.readme) ?? '').replace(/\s+/g, ' '));
    if (!match) {
      problems.push(`${claim.readme} no longer states ${claim.what} (${claim.pattern})`);
      continue;
    }
    const stated = claim.read ? claim.read(match[1]) : match[1];
    if (JSON.stringify(stated) !== JSON.stringify(claim.expected))
      problems.push(
        `${claim.readme} states ${claim.what} as ${JSON.stringify(stated)}; the package files say ${JSON.stringify(claim.expected)}`,
      );
  }
  return problems;
}

/** README.md and every workspace's README, by path. */
function loadReadmes(packages) {
  const readmes = new Map();
  for (const folder of packages.keys()) {
    const file = path.join(ROOT, folder, 'README.md');
    if (existsSync(file)) readmes.set(path.join(folder, 'README.md'), readFileSync(file, 'utf8'));
  }
  return readmes;
}

const packages = loadPackages();
const readmes = loadReadmes(packages);

test('every version a README states is the one in the package files', () => {
  assert.deepEqual(versionProblems(readmes, versionClaims(packages)), []);
});

test("every script a README names exists, and its Scripts section lists all of its package's", () => {
  for (const [file, readme] of readmes)
    assert.deepEqual(scriptProblems(readme, path.dirname(file).replace(/^\.$/, ''), packages), [], file);
  // The lists the check above compares: they must not vanish unnoticed.
  for (const file of ['README.md', 'api/README.md'])
    assert.ok(scriptsSection(readmes.get(file) ?? ''), `${file} has a "## Scripts" section`);
});

/** The files and folders of scripts/ the root README's "`scripts/` holds" sentence names. */
export function scriptFilesNamed(readme) {
  const sentence = /`scripts\/` holds (.*?)\.(?:\s|$)/s.exec(readme)?.[1] ?? '';
  return [...sentence.matchAll(/`(\w[\w.-]*\/?)`/g)].map(([, name]) => name.replace(/\/$/, '')).sort();
}

test('the root README names every script file of scripts/, and only those', () => {
  const files = readdirSync(path.join(ROOT, 'scripts'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() || (entry.name.endsWith('.mjs') && !entry.name.endsWith('.test.mjs')),
    )
    .map((entry) => entry.name)
    .sort();
  assert.deepEqual(scriptFilesNamed(readmes.get('README.md')), files);
});

test('a wrong version, a missing script and a script that does not exist are each reported', () => {
  const fake = new Map([
    ['', { name: 'root', scripts: { start: 'x', lint: 'x' }, engines: { node: '^20.19.0 || >=24.0.0' } }],
    ['shared', { name: '@academy/shared', version: '2.5.0' }],
    ['shell', { name: 'shell', dependencies: { '@academy/shared': '^2.3.0' }, scripts: { build: 'x' } }],
  ]);
  const claims = versionClaims(fake);
  const good = new Map([
    ['README.md', 'Runs on Node 20.19+ and 24 (`engines`). (`shared/package.json`, now 2.5.0;'],
    ['shared/README.md', '`package.json` `version` (2.5.0) ... today the shell declares `^2.3.0`.'],
  ]);
  assert.deepEqual(versionProblems(good, claims), []);
  const wrong = new Map([
    ['README.md', 'Runs on Node 20.19+ and 22 (`engines`). (`shared/package.json`, now 2.1.0;'],
    ['shared/README.md', '`package.json` `version` (2.5.0) ... today the shell declares `^2.1.0`.'],
  ]);
  assert.equal(versionProblems(wrong, claims).length, 3);
  assert.match(versionProblems(wrong, claims).join('\n'), /as "2\.1\.0"; the package files say "2\.5\.0"/);
  assert.deepEqual(scriptProblems('## Scripts\n\n    npm start\n    npm run lint\n', '', fake), []);
  assert.deepEqual(scriptProblems('## Scripts\n\n    npm start\n', '', fake), [
    '## Scripts does not list "lint"',
  ]);
  assert.equal(scriptProblems('`npm run build -w shell`, `npm run bench`', '', fake).length, 1);
  assert.equal(scriptProblems('`npm run build -w nowhere`', '', fake).length, 1);
});
