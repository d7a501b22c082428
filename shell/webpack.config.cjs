const path = require('node:path');
const { createConfig } = require('../webpack/create-config.cjs');
const { EarlyStartPlugin } = require('../first-screen/build/early-start-plugin.cjs');
const { inlineFunction } = require('../first-screen/build/inline-script.cjs');
const { SCREEN_SLOT } = require('../first-screen/build/prerender.cjs');
const federation = require('./federation.config.cjs');
const { shellRoutes, sites } = require('../webpack/site-map.cjs');

module.exports = (_env, argv) =>
  createConfig({
    packageDir: __dirname,
    port: sites.shell.port,
    title: 'Academy',
    federation: federation(),
    // The route table, from each remote's routes.json (see shell/src/app/routes.ts).
    define: { __SITE_ROUTES__: JSON.stringify(shellRoutes()), __SCREEN_SLOT__: JSON.stringify(SCREEN_SLOT) },
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Config, manifest and the first screen's chunks are asked for before any bundle arrives (0008).
    plugins: [
      new EarlyStartPlugin({
        source: path.join(__dirname, '../first-screen/browser/early-start.ts'),
        routes: shellRoutes(),
      }),
    ],
    // The layout of every route, and the not-found page, rendered at build time (0012), and the visitor
    // script the host places before them, bundled with the kernel functions it imports (0208).
    prerender: {
      entry: './src/prerender.tsx',
      output: (result) => ({
        ...result,
        visitor: {
          ...result.visitor,
          source: inlineFunction(
            path.join(__dirname, '../first-screen/browser/visitor-start.ts'),
            'startVisitor',
          ),
        },
      }),
    },
  });
