/**
 * Preload hints for what every page of a bundle needs before it can render:
 * the chunks behind the entry's async boundary (`import('./app/bootstrap')`)
 * and the chunks of the shared libraries they consume (react, react-dom, the
 * kernel…), followed from federation's consume-shared modules to the modules
 * that provide them. Without
 * them the browser learns of those chunks only after `main.js` has arrived and
 * run; with them they load beside it (docs/decisions/0008).
 *
 * Lazily imported chunks (texts of other languages, the HTTP client, screens)
 * are not followed: only consume-shared modules are, so nothing a page may
 * never need is preloaded.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** Chunk files reachable from the entry's async blocks and, from there, through consume-shared modules only. */
function startupFiles(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entries.get(entryName);
  if (!entry) return [];
  const files = new Set();
  const seenGroups = new Set();
  const pending = [];
  const follow = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group && !seenGroups.has(group)) {
      seenGroups.add(group);
      pending.push(group);
    }
  };
  // A consumed library is loaded through the share scope, that is through the chunk of the module that
  // provides it (its fallback chunk is a copy used only when nothing provides it).
  const providers = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') providers.set(module._name, module);
  for (const dependency of entry.dependencies) moduleGraph.getModule(dependency)?.blocks.forEach(follow);
  while (pending.length > 0) {
    const group = pending.pop();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        (providers.get(module.options.shareKey) ?? module).blocks.forEach(follow);
      }
    }
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ entry?: string, publicPath?: string }} [options] */
  constructor({ entry = 'main', publicPath = '/' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const hints = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${this.publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
