/**
 * Inlines the shell's early start (first-screen/browser/early-start.ts) into
 * index.html, ahead of every bundle, with the route table it needs: path
 * patterns and the remote screen of each, from the one site map. See
 * docs/decisions/0008.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { inlineFunction } = require('./inline-script.cjs');

const NAME = 'EarlyStartPlugin';

/** A router path ("/passingcourse/:id") as a regular expression source for the whole pathname. */
function pathPattern(routePath) {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/').replace(/\/$/, '')}/?$`;
}

/**
 * The site map's remote routes ({ path, remote: "name/Expose", access? }) as the early start reads them.
 * A route with `access` keeps it: the early start fetches its code only for a visitor whose stored role
 * is that one, so a visitor or a student never downloads a staff area's code (docs/decisions/0800, 0008).
 */
function earlyRoutes(routes) {
  return routes.map(({ path, remote, access }) => {
    const slash = remote.indexOf('/');
    return {
      pattern: pathPattern(path),
      remote: remote.slice(0, slash),
      expose: remote.slice(slash + 1),
      ...(access ? { access } : {}),
    };
  });
}

/** The script, bundled from TypeScript and minified (inline-script.cjs), calling earlyStart with the routes. */
function inlineScript(source, routes) {
  return `(${inlineFunction(source, 'earlyStart')})(${JSON.stringify(earlyRoutes(routes))});`;
}

class EarlyStartPlugin {
  /** @param {{ source: string, routes: { path: string, remote: string }[] }} options */
  constructor({ source, routes }) {
    this.source = source;
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.source);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const script = HtmlWebpackPlugin.createHtmlTagObject(
          'script',
          {},
          inlineScript(this.source, this.routes),
        );
        data.headTags.unshift(script);
        return data;
      });
    });
  }
}

module.exports = { EarlyStartPlugin, earlyRoutes, pathPattern };
