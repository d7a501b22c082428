/**
 * Builds another release of one remote into another folder, as a team
 * redeploying its area would: the remote's webpack config in production
 * mode, with edits to its own source files (a store, a catalog) applied at
 * build time, and optionally built against another kernel version. With the
 * shell's folder it builds a shell release the same way (e.g. one still
 * serving an older kernel). The repository's files are not touched.
 *
 * usage: node build-redeployed-remote.cjs '<json options>'
 *   { "packageDir": "/abs/mfe-auth", "outputDir": "/abs/out",
 *     "edits": [{ "file": "src/locales/en/auth.json", "search": "...", "replace": "..." }],
 *     "kernelVersion": "2.0.0" }
 */
const fs = require('node:fs');
const path = require('node:path');
const { sites } = require('../../webpack/site-map.cjs');

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const { packageDir, outputDir, edits = [], kernelVersion } = options;
  if (!packageDir || !outputDir) throw new Error("usage: build-redeployed-remote.cjs '<json options>'");
  const webpack = require(require.resolve('webpack', { paths: [packageDir] }));

  // As if the bundle's package.json asked for another version of the kernel and bundled that copy.
  const withKernel = (federation) => {
    if (kernelVersion) {
      federation.shared['@academy/shared'] = {
        ...federation.shared['@academy/shared'],
        version: kernelVersion,
        requiredVersion: `^${kernelVersion}`,
      };
    }
    return federation;
  };

  let built;
  if (path.basename(packageDir) === sites.shell.workspace) {
    // The shell's webpack.config.cjs takes its federation settings from its federation.config.cjs.
    const federationFile = require.resolve(path.join(packageDir, 'federation.config.cjs'));
    const shellFederation = require(federationFile);
    require.cache[federationFile].exports = (...args) => withKernel(shellFederation(...args));
    built = require(path.join(packageDir, 'webpack.config.cjs'))({}, { mode: 'production' });
  } else {
    // The config every remote's webpack.config.cjs returns, given federation settings that can be edited.
    const { remoteConfig } = require('../../webpack/remote.cjs');
    const { remoteFederation } = require('../../webpack/federation.cjs');
    built = remoteConfig(packageDir, withKernel(remoteFederation(packageDir)))({}, { mode: 'production' });
  }
  // The browser build, and the build of the prerendered screens when the bundle has one (first-screen/build/prerender.cjs).
  const configs = Array.isArray(built) ? built : [built];
  fs.mkdirSync(outputDir, { recursive: true });
  for (const config of configs) {
    const own = config.name === 'prerender' ? `${outputDir}.prerender` : outputDir;
    config.output = { ...config.output, path: own, clean: true };
  }

  const rules = edits.map(({ file, search, replace }) => {
    const resource = path.resolve(packageDir, file);
    if (!fs.existsSync(resource)) throw new Error(`${resource} does not exist`);
    return {
      test: (candidate) => candidate === resource,
      enforce: 'pre',
      use: [{ loader: path.join(__dirname, 'replace-loader.cjs'), options: { search, replace } }],
    };
  });
  for (const config of configs)
    config.module = { ...config.module, rules: [...rules, ...(config.module?.rules ?? [])] };

  const stats = await new Promise((resolve, reject) => {
    webpack(Array.isArray(built) ? configs : configs[0], (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
