/**
 * Lint rule `no-import-cycle`: a module never imports one that leads back to it, counting type-only
 * imports. import-x/no-cycle skips `import type`, yet a cycle through types still ties two modules
 * together (context.ts and the repositories it describes were one such knot), so this rule follows
 * every import, export-from and literal `import()`, resolved the way TypeScript resolves them.
 *
 * Only files under the rule's `root` option (a directory, absolute) are followed. Each file's imports
 * are read once per change (by modification time), so a whole run costs about one parse per file.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  allowJs: true,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, COMPILER_OPTIONS);

/** @type {Map<string, { mtimeMs: number; imports: string[] }>} */
const importsByFile = new Map();

function resolved(specifier, fromFile, root) {
  const target = ts.resolveModuleName(
    specifier,
    fromFile,
    COMPILER_OPTIONS,
    ts.sys,
    resolutionCache,
  ).resolvedModule;
  if (target === undefined || target.isExternalLibraryImport) return null;
  const file = path.resolve(target.resolvedFileName);
  return file.startsWith(root) ? file : null;
}

/** The files under `root` that `file` imports (types included). */
function importsOf(file, root) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsByFile.get(file);
  if (known !== undefined && known.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => resolved(fileName, file, root)).filter(Boolean)),
  ];
  importsByFile.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or null. `cleared` holds files known not to lead back. */
function chainBack(start, file, root, cleared) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current, root)) {
      if (next === file) {
        const chain = [file];
        for (let step = current; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (cameFrom.has(next) || cleared.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  for (const visited of cameFrom.keys()) cleared.add(visited);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports (type-only ones included) that lead back to the importing module.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need into a third module.' },
  },
  create(context) {
    const root = path.resolve(context.options[0].root) + path.sep;
    const file = path.resolve(context.physicalFilename);
    if (!file.startsWith(root)) return {};
    const cleared = new Set();
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolved(source.value, file, root);
      if (target === null || target === file || cleared.has(target)) return;
      const chain = chainBack(target, file, root, cleared);
      if (chain === null) return;
      const base = path.dirname(file);
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: [file, ...chain].map((step) => path.relative(base, step)).join(' → ') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
