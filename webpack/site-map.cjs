/**
 * The site map, written once in the root `sites.json`: the kernel, the shell,
 * the remotes (federation name, workspace, port, text namespace) and the API.
 * Read by webpack, scripts, lint, jest and the browser tests; each remote's
 * screens are declared once in its own `routes.json`. Adding a remote is one
 * entry in sites.json plus its folder.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const sites = JSON.parse(fs.readFileSync(path.join(ROOT, 'sites.json'), 'utf8'));

/** The shell, then the remotes in sites.json order. */
const frontEnds = [sites.shell, ...sites.remotes];

function siteByWorkspace(workspace) {
  const site = frontEnds.find((candidate) => candidate.workspace === workspace);
  if (!site) throw new Error(`${workspace} is not a front end of sites.json`);
  return site;
}

/**
 * A remote's screens from `<workspace>/routes.json`: each with its federation
 * `expose`, its `screen` module (relative to src/), its `paths` (the first is
 * the link of the standalone frame unless `link` is given) and its `title`
 * key in the remote's namespace; optionally `prerender` (rendered at build
 * time: `true` for signed-out visitors, or a list of "signed-out",
 * "signed-in" and, for a route with that `access`, "instructor"; a path with
 * parameters at the route's `link`) and the API paths its first view reads,
 * `data` for anyone and `signedInData` for a signed-in student, or on a route
 * with `access` for a stored token whose remembered role is that one (`:name`
 * taken from the route's own parameter), started before the scripts run
 * (docs/decisions/0008); and `access` ("instructor"): who may open it, checked by
 * the shell before the screen's code is fetched (docs/decisions/0800).
 */
function remoteRoutes(workspace) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'routes.json'), 'utf8'));
}

/** Who a prerendered screen is written for: a signed-out visitor, a student with a stored token, or both. */
const PRERENDER_AUDIENCES = ['signed-out', 'signed-in'];
/**
 * The roles a route's `access` may name (docs/decisions/0800). Each is also an audience of its own: a
 * stored token whose remembered role is that one (docs/decisions/0013), the only audience such a route
 * may be prerendered for (nobody else is shown its screen).
 */
const ACCESS_ROLES = ['instructor'];

/** A route's `access`: one of ACCESS_ROLES, or undefined (anyone); any other is refused. */
function accessOf(route) {
  if (route.access !== undefined && !ACCESS_ROLES.includes(route.access))
    throw new Error(`${route.expose}: unknown access ${route.access}`);
  return route.access;
}

/** A route's `prerender`: `true` (signed-out visitors) or a list of audiences. */
function audiencesOf(route) {
  const access = accessOf(route);
  const allowed = access === undefined ? PRERENDER_AUDIENCES : [access];
  if (route.prerender === true) {
    if (access !== undefined) throw new Error(`${route.expose}: prerender true on a route with access`);
    return ['signed-out'];
  }
  if (!Array.isArray(route.prerender)) return [];
  const unknown = route.prerender.filter((audience) => !allowed.includes(audience));
  if (unknown.length > 0)
    throw new Error(
      `${route.expose}: unknown prerender audience ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`,
    );
  return route.prerender;
}

/**
 * Where a path's screen is rendered: the path itself, or for a path with parameters the route's
 * `link` (one sample, for screens whose first view does not depend on them).
 */
function locationOf(route, routePath) {
  if (!routePath.includes(':')) return routePath;
  if (!route.link) throw new Error(`${route.expose}: ${routePath} is prerendered but the route has no link`);
  return route.link;
}

/**
 * Every path a remote prerenders, from its routes.json: the route, the router path, the location it
 * is rendered at and the audiences it is rendered for.
 */
function prerenderedPaths(workspace) {
  return remoteRoutes(workspace).flatMap((route) => {
    const audiences = audiencesOf(route);
    if (audiences.length === 0) return [];
    return route.paths.map((routePath) => ({
      route,
      path: routePath,
      location: locationOf(route, routePath),
      audiences,
    }));
  });
}

/**
 * Who a route is for, as the release smoke check renders it (docs/decisions/0016): "instructor" for
 * `access: "instructor"` (the shell shows it to nobody else, 0800); "student" for a route with a
 * signed-in view (`prerender` lists "signed-in", or it has `signedInData`); "visitor" for a route with
 * a signed-out view and for one that declares neither.
 */
function usersOf(route) {
  const access = accessOf(route);
  if (access !== undefined) return [access];
  const audiences = audiencesOf(route);
  const signedIn = audiences.includes('signed-in') || (route.signedInData ?? []).length > 0;
  const signedOut = audiences.includes('signed-out') || !signedIn;
  return [...(signedOut ? ['visitor'] : []), ...(signedIn ? ['student'] : [])];
}

/**
 * The federation `exposes` of a remote: its screens from routes.json, and the `widgets` its sites.json
 * entry names (an expose that is no route: the profile's notification bell, which the shell's header
 * loads for a signed-in person, docs/decisions/0045), each `./Name` to a module under src/.
 */
function exposesOf(workspace) {
  const widgets = Object.entries(siteByWorkspace(workspace).widgets ?? {});
  return Object.fromEntries([
    ...remoteRoutes(workspace).map((route) => [route.expose, `./src/${route.screen}`]),
    ...widgets.map(([expose, module]) => [expose, `./src/${module}`]),
  ]);
}

/** The federation id (`remote/Name`) of the widget `./Name`, or null when no remote exposes one. */
function widgetId(expose) {
  const remote = sites.remotes.find((candidate) => candidate.widgets?.[expose] !== undefined);
  return remote ? `${remote.name}/${expose.replace(/^\.\//, '')}` : null;
}

/** The shell's route table: every path of every remote, in sites.json then routes.json order. */
function shellRoutes() {
  return sites.remotes.flatMap((remote) =>
    remoteRoutes(remote.workspace).flatMap((route) =>
      route.paths.map((routePath) => ({
        path: routePath,
        remote: `${remote.name}/${route.expose.replace(/^\.\//, '')}`,
        namespace: remote.namespace,
        titleKey: route.title,
        data: route.data ?? [],
        signedInData: route.signedInData ?? [],
        ...(route.access ? { access: route.access } : {}),
      })),
    ),
  );
}

/** Ports from `base`: the shell, then each remote in order; the API at base + 80. */
function portsFrom(base) {
  return Object.fromEntries(frontEnds.map((site, index) => [site.name, base + index]));
}

/** The /config.json of the local ports (every bundle's build writes it): API base URL and each remote's manifest. */
function localRuntimeConfig(host = 'localhost', ports = {}) {
  const portOf = (site) => ports[site.name] ?? site.port;
  return {
    apiBaseUrl: `http://${host}:${sites.api.port}`,
    remotes: Object.fromEntries(
      sites.remotes.map((remote) => [remote.name, `http://${host}:${portOf(remote)}/mf-manifest.json`]),
    ),
  };
}

module.exports = {
  localRuntimeConfig,
  ROOT,
  sites,
  frontEnds,
  siteByWorkspace,
  remoteRoutes,
  prerenderedPaths,
  audiencesOf,
  ACCESS_ROLES,
  exposesOf,
  widgetId,
  usersOf,
  shellRoutes,
  portsFrom,
};
