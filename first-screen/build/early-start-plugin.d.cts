/** Types of early-start-plugin.cjs for the shell's tests of the early start. */
export interface EarlyRoute {
  pattern: string;
  remote: string;
  expose: string;
}

export function pathPattern(routePath: string): string;

export function earlyRoutes(routes: readonly { path: string; remote: string }[]): EarlyRoute[];

export class EarlyStartPlugin {
  constructor(options: { source: string; routes: readonly { path: string; remote: string }[] });
  apply(compiler: unknown): void;
}
