import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the API reads of the site map, `sites.json` at the repository root (docs/decisions/0205): the
 * shell and the remotes, each with its federation name and local port. The built API reads the same
 * file (api/dist sits beside api/src).
 */
interface FrontEnd {
  name: string;
  port: number;
}

const sites = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'sites.json'), 'utf8')) as {
  shell: FrontEnd;
  remotes: FrontEnd[];
};

/** The shell, then the remotes in sites.json order. */
export const FRONT_ENDS: readonly FrontEnd[] = [sites.shell, ...sites.remotes];

/** The federation names a client error report may name (POST /client-errors/, docs/decisions/0011). */
export const FRONT_END_NAMES: ReadonlySet<string> = new Set(FRONT_ENDS.map((site) => site.name));
