#!/usr/bin/env node
/**
 * The kernel's surface (issue 42): every export of each entry point of @academy/shared
 * (shared/package.json "exports") and the workspaces that import it, read with the TypeScript
 * compiler API. Prints the exports no workspace imports and those only one imports, and exits
 * non-zero when an unused export exists that ALLOWED does not name. Part of `npm run lint`.
 *
 * An export one area alone uses belongs in that area (decision 0212), unless it must be one instance
 * or one definition for the site; the single-user list is printed for that judgement, not refused.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { siteWorkspaces } from './affected.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KERNEL = 'shared';

/**
 * Exports no workspace imports that stay, by the kernel module that declares them, each with its
 * reason. The one list: anything else unused is refused.
 */
export const ALLOWED = {
  'src/api/types.ts':
    "the wire contract (decision 0205): every body type is the kernel's alias of an API schema, so no " +
    'remote writes one of its own; a type is not a runtime export and does not move the version',
  'src/api/endpoint.ts':
    "`@academy/shared/endpoint` is this module itself (decision 0210), which the kernel's client and " +
    "endpoint tables import: what no remote names is still the client's",
};

const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.git',
  'test-results',
  'playwright-report',
  '.data',
]);

/** Every source file under `dir`, skipping builds and dependencies. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The kernel's TypeScript entry points: specifier (`@academy/shared/testing`) to file. */
export function entryPoints(root = ROOT) {
  const manifest = JSON.parse(readFileSync(path.join(root, KERNEL, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports)
    .filter(([key, target]) => !key.includes('*') && /\.tsx?$/.test(target))
    .map(([key, target]) => ({
      specifier: key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
      file: path.join(root, KERNEL, target),
    }));
}

/** Each entry's exports, by name, with whether it is a value (a runtime export) or a type only. */
export function entryExports(entries, root = ROOT) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, KERNEL, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  return entries.map((entry) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry.file));
    const exports = checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declared = target.declarations?.[0]?.getSourceFile().fileName ?? entry.file;
      return {
        name: symbol.name,
        value: (target.flags & ts.SymbolFlags.Value) !== 0,
        module: path.relative(path.join(root, KERNEL), declared),
      };
    });
    return { ...entry, exports: exports.sort((a, b) => a.name.localeCompare(b.name)) };
  });
}

/** The workspace a file belongs to: its top folder when that is a workspace, else the root. */
function workspaceOf(file, workspaces) {
  const top = path.relative(ROOT, file).split(path.sep)[0];
  return workspaces.has(top) ? top : '(root)';
}

/**
 * The names one source imports from each kernel specifier: named imports and re-exports, the default
 * import, and `*` for a namespace import or `export *`. Code generated into a template literal (the
 * prerender entry webpack writes) is parsed as a module too.
 */
export function importedNames(fileName, text, specifiers) {
  const found = [];
  const visit = (source) => (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      specifiers.has(node.moduleSpecifier.text)
    ) {
      const specifier = node.moduleSpecifier.text;
      const add = (name) => found.push({ specifier, name });
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause?.name) add('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add('*');
        else bindings?.elements.forEach((element) => add((element.propertyName ?? element.name).text));
      } else if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) add('*');
      else node.exportClause.elements.forEach((element) => add((element.propertyName ?? element.name).text));
    }
    if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parts = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => `__expression__${span.literal.text}`)]
        : [node.text];
      const generated = parts.join('');
      if ([...specifiers].some((specifier) => generated.includes(specifier))) {
        const inner = ts.createSourceFile(
          `${fileName}.generated.ts`,
          generated,
          ts.ScriptTarget.Latest,
          true,
        );
        ts.forEachChild(inner, visit(inner));
      }
    }
    ts.forEachChild(node, visit(source));
  };
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  ts.forEachChild(source, visit(source));
  return found;
}

/** For each entry's exports, the workspaces (other than the kernel) that import it. */
export function kernelSurface() {
  const entries = entryExports(entryPoints());
  const specifiers = new Set(entries.map((entry) => entry.specifier));
  const workspaces = new Set(siteWorkspaces());
  const users = new Map(entries.map((entry) => [entry.specifier, new Map()]));
  for (const file of sourceFiles(ROOT)) {
    const workspace = workspaceOf(file, workspaces);
    if (workspace === KERNEL) continue;
    const text = readFileSync(file, 'utf8');
    if (![...specifiers].some((specifier) => text.includes(specifier))) continue;
    for (const { specifier, name } of importedNames(file, text, specifiers)) {
      const byName = users.get(specifier);
      const names =
        name === '*'
          ? entries.find((entry) => entry.specifier === specifier).exports.map((e) => e.name)
          : [name];
      for (const exported of names) {
        if (!byName.has(exported)) byName.set(exported, new Set());
        byName.get(exported).add(workspace);
      }
    }
  }
  return entries.map((entry) => ({
    specifier: entry.specifier,
    exports: entry.exports.map((exported) => ({
      ...exported,
      users: [...(users.get(entry.specifier).get(exported.name) ?? [])].sort(),
    })),
  }));
}

function main() {
  const surface = kernelSurface();
  const all = surface.flatMap((entry) =>
    entry.exports.map((exported) => ({ ...exported, specifier: entry.specifier })),
  );
  const label = (exported) => `${exported.specifier} ${exported.name}${exported.value ? '' : ' (type)'}`;
  const unused = all.filter((exported) => exported.users.length === 0);
  const allowed = (exported) => ALLOWED[exported.module];
  const refused = unused.filter((exported) => !allowed(exported));
  const single = all.filter((exported) => exported.users.length === 1);
  console.log(`kernel surface: ${all.length} exports of ${surface.length} entry points`);
  console.log(`\nunused (${unused.length}):`);
  for (const exported of unused) console.log(`  ${label(exported)}${allowed(exported) ? ': allowed' : ''}`);
  for (const [module, reason] of Object.entries(ALLOWED)) console.log(`  allowed in ${module}: ${reason}`);
  console.log(`\nused by one workspace only (${single.length}):`);
  for (const exported of single) console.log(`  ${label(exported)}: ${exported.users[0]}`);
  if (refused.length > 0) {
    console.error(
      `\n${refused.length} kernel exports no workspace imports: remove them (a runtime export only with a new major version, ` +
        'shared/src/kernel-version.test.ts) or name their module in ALLOWED of scripts/kernel-surface.mjs with the reason.',
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
