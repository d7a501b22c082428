/**
 * Builds a second release of one remote into another folder, as a team
 * redeploying its area would: the remote's own webpack config in production
 * mode, with one exposed screen wrapped so that it shows a visible banner.
 * Nothing in the remote's sources changes.
 *
 * usage: node build-redeployed-remote.cjs <package dir> <expose, e.g. ./SignInPage> <output dir> <banner text>
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

async function main() {
  const [packageDir, exposeName, outputDir, banner] = process.argv.slice(2);
  if (!packageDir || !exposeName || !outputDir || !banner) {
    throw new Error('usage: build-redeployed-remote.cjs <package dir> <expose> <output dir> <banner text>');
  }
  const federation = require(path.join(packageDir, 'federation.config.cjs'));
  const exposed = federation.exposes?.[exposeName];
  if (typeof exposed !== 'string') throw new Error(`${packageDir} does not expose ${exposeName}`);
  const original = path.resolve(packageDir, exposed);

  fs.mkdirSync(outputDir, { recursive: true });
  const wrapperDir = fs.mkdtempSync(path.join(path.dirname(outputDir), 'redeploy-src-'));
  const wrapper = path.join(wrapperDir, 'RedeployedScreen.js');
  fs.writeFileSync(
    wrapper,
    [
      "import { createElement, Fragment } from 'react';",
      `import Original from ${JSON.stringify(original)};`,
      'export default function RedeployedScreen(props) {',
      `  return createElement(Fragment, null, createElement('p', { role: 'status' }, ${JSON.stringify(banner)}), createElement(Original, props));`,
      '}',
      '',
    ].join('\n'),
  );

  const configFactory = require(path.join(packageDir, 'webpack.config.cjs'));
  const config =
    typeof configFactory === 'function' ? configFactory({}, { mode: 'production' }) : configFactory;
  config.output = { ...config.output, path: outputDir, clean: true };
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.NormalModuleReplacementPlugin(/\.[jt]sx?$/, (resolveData) => {
      const createData = resolveData.createData;
      const fromWrapper = resolveData.contextInfo?.issuer === wrapper;
      if (!createData || fromWrapper || createData.resource !== original) return;
      createData.resource = wrapper;
      createData.userRequest = wrapper;
      createData.request = createData.request.replace(original, wrapper);
    }),
  ];

  const stats = await new Promise((resolve, reject) => {
    webpack(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
  fs.rmSync(wrapperDir, { recursive: true, force: true });
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
