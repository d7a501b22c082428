#!/usr/bin/env node
/**
 * `npm run lint` part two: no import cycles in any workspace's sources, type-only imports counted
 * (a cycle through types still ties two modules together; import-x/no-cycle skips `import type`).
 * madge follows the imports the way TypeScript resolves them, one workspace of sites.json at a time
 * with that workspace's tsconfig. Exits 1 and names each cycle when there is one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sites, frontEnds } = createRequire(import.meta.url)('../webpack/site-map.cjs');
const workspaces = [sites.kernel, ...frontEnds, sites.rules, sites.contract, sites.api].map(
  (site) => site.workspace,
);
const typesToo = { skipTypeImports: false, skipAsyncImports: false };

let cycles = 0;
for (const workspace of workspaces) {
  const result = await madge(path.join(root, workspace, 'src'), {
    fileExtensions: ['ts', 'tsx', 'mts'],
    tsConfig: path.join(root, workspace, 'tsconfig.json'),
    detectiveOptions: { ts: typesToo, tsx: typesToo },
  });
  for (const cycle of result.circular()) {
    cycles += 1;
    console.error(`import cycle in ${workspace}/src: ${[...cycle, cycle[0]].join(' → ')}`);
  }
}
if (cycles > 0) process.exit(1);
console.log(`No import cycle in ${workspaces.join(', ')}.`);
