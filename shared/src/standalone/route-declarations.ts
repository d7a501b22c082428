import { lazy, type ComponentType } from 'react';
import type { RouteAccess, StandaloneRoute } from './StandaloneApp';

/** Who may open a route (routes.json `access`, decision 0800); absent: anyone the screen lets in. */
export type { RouteAccess };
const ACCESS: readonly RouteAccess[] = ['instructor'];

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
  /** Who may open it (a JSON import types it as a string; an unknown value is refused). */
  access?: string;
}

function accessOf(declaration: RouteDeclaration): RouteAccess | undefined {
  if (declaration.access === undefined) return undefined;
  const access = ACCESS.find((value) => value === declaration.access);
  if (access === undefined)
    throw new Error(`routes.json: ${declaration.expose} has an unknown access "${declaration.access}"`);
  return access;
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
    const access = accessOf(declaration);
    const shared = { titleKey, Component, ...(access === undefined ? {} : { access }) };
    // Only the first path gets a link in the frame; the others are second spellings.
    return declaration.paths.map((path, index) =>
      index === 0 ? { path, link, ...shared } : { path, ...shared },
    );
  });
}
