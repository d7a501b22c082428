import { lazy, type ComponentType } from 'react';
import type { StandaloneRoute } from './StandaloneApp';

/** One screen of a remote as its `routes.json` declares it (webpack/site-map.cjs reads the same file). */
export interface RouteDeclaration {
  /** Federation expose, e.g. `./SignInPage`. */
  expose: string;
  /** The screen's module relative to the remote's `src/`. */
  screen: string;
  /** The paths the shell gives it; the first is the standalone frame's link unless `link` is set. */
  paths: string[];
  link?: string;
  /** Key of the page title in the remote's namespace. */
  title: string;
}

/** The standalone frame's routes from a remote's routes.json: one lazy screen per declaration. */
export function standaloneRoutesFrom(
  declarations: readonly RouteDeclaration[],
  namespace: string,
  load: (screen: string) => Promise<{ default: ComponentType }>,
): StandaloneRoute[] {
  return declarations.flatMap((declaration) => {
    const Component = lazy(() => load(declaration.screen));
    const link = declaration.link ?? declaration.paths[0] ?? '/';
    const titleKey = `${namespace}:${declaration.title}`;
    // Only the first path gets a link in the frame; the others are second spellings.
    return declaration.paths.map((path, index) =>
      index === 0 ? { path, link, titleKey, Component } : { path, titleKey, Component },
    );
  });
}
