/**
 * One webpack config factory for the shell and every remote, so the
 * federation rules that a naive setup misses are written once:
 * own uniqueName, publicPath 'auto', no single runtime chunk, content-hashed
 * chunks, CORS on dev servers, and an async boundary in every entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupPreloadPlugin } = require('../first-screen/build/startup-preload-plugin.cjs');
const { createPrerenderConfig } = require('../first-screen/build/prerender.cjs');
const { DEV_SERVER_HEADERS } = require('./content-security-policy.cjs');
const { localRuntimeConfig } = require('./site-map.cjs');

/**
 * Every bundle's /config.json, the shell's and each standalone remote's: the runtime config of a
 * local deployment (the ports of sites.json); a deployment replaces it. The dev server serves it
 * from the compilation.
 */
const RUNTIME_CONFIG_FILES = { 'config.json': `${JSON.stringify(localRuntimeConfig(), null, 2)}\n` };

/** Emits the generated files and copies every file of `<package>/public` (a favicon) into the output. */
class PublicFolderPlugin {
  /** @param {string} dir @param {Record<string, string>} generated further files: name to content */
  constructor(dir, generated = {}) {
    this.dir = dir;
    this.generated = generated;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.generated))
            compilation.emitAsset(name, new RawSource(content));
          if (!fs.existsSync(this.dir)) return;
          for (const entry of fs.readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const absolute = path.join(entry.parentPath ?? entry.path, entry.name);
            const name = path.relative(this.dir, absolute).split(path.sep).join('/');
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(absolute)));
          }
        },
      );
    });
  }
}

/**
 * Writes dist/.built when the build has emitted: webpack leaves an output untouched when its content
 * did not change, so no output's time says when the last build ran (scripts/build.mjs reads this).
 * Dot files are never served.
 */
class BuiltStampPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BuiltStampPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      fs.writeFileSync(path.join(compilation.outputOptions.path, '.built'), `${new Date().toISOString()}\n`);
    });
  }
}

/**
 * Every text asset is sent compressed: brotli and gzip copies written at
 * build time so the static server never compresses per request.
 * config.json is left out on purpose: it is edited at deploy time, and a
 * stale `.br` beside it would shadow the edit.
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const NEVER_COMPRESSED = /(^|\/)config\.json$/;

function compressionPlugins() {
  const common = { test: COMPRESSIBLE, exclude: NEVER_COMPRESSED, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.packageDir absolute path of the workspace
 * @param {number} options.port dev-server port
 * @param {string} options.title page title of the standalone html
 * @param {object} options.federation ModuleFederationPlugin options (webpack/federation.cjs)
 * @param {'development'|'production'} options.mode
 * @param {Record<string, string>} [options.define] compile-time constants (webpack DefinePlugin)
 * @param {object[]} [options.plugins] further webpack plugins of this bundle
 * @param {{ entry: string, output: (result: any, dist: string) => object }} [options.prerender] the
 *   bundle's first screens rendered at build time (first-screen/build/prerender.cjs); production builds only
 */
function createConfig(options) {
  const browser = createBrowserConfig(options);
  if (options.mode !== 'production' || !options.prerender) return browser;
  const { define = {}, packageDir, prerender } = options;
  const rules = moduleRules({ production: true, node: true });
  const prerenderConfig = createPrerenderConfig({ browser, packageDir, rules, ...prerender });
  prerenderConfig.plugins.unshift(new (require('webpack').DefinePlugin)(define));
  return [browser, prerenderConfig];
}

/**
 * How every bundle's sources are compiled: TypeScript with swc, CSS modules, drawings and media.
 * `node`: the same for the Node-targeted prerender build (first-screen/build/prerender.cjs): CSS modules export
 * only their class names, which equal the browser build's (same loader, options and context), and
 * images keep their names without being emitted again.
 */
function moduleRules({ production, node = false }) {
  const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  const assets = node ? { generator: { emit: false } } : {};
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        ...(node ? [] : [styleLoader]),
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              auto: true,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: node,
              localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
            },
          },
        },
      ],
    },
    {
      // Small drawings travel inside the chunk that shows them (a data: URL, no request of their own):
      // a hero's poster is then painted with the hero, not one round trip later (decision 0008).
      test: /\.svg$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 2 * 1024 } },
      ...assets,
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|mp4|webm|pdf|woff2?)$/i,
      type: 'asset/resource',
      ...assets,
    },
  ];
}

function createBrowserConfig({ packageDir, port, title, federation, mode, define = {}, plugins = [] }) {
  const production = mode === 'production';

  return {
    name: 'browser',
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      uniqueName: federation.name,
      // The host's entry name cannot carry a hash; it is served no-cache.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      cssFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The pure rules and the contract shared with the API, from source (Node loads their compiled
      // dist/; decisions 0215, 0040). The browser takes only the contract's types and its content/ data.
      alias: {
        '@academy/rules$': path.join(__dirname, '..', 'rules', 'src', 'index.ts'),
        '@academy/contract': path.join(__dirname, '..', 'contract', 'src'),
      },
    },
    module: { rules: moduleRules({ production }) },
    optimization: {
      // A single runtime chunk breaks federation: each entry keeps its own runtime.
      runtimeChunk: false,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // webpack's own minimizer plugin with SWC instead of terser: a third of the CPU time per bundle,
      // and the brotli bytes no larger (docs/measurements/build-time.md).
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
        // webpack's default minimizer, for index.html only: first-screen/host/compose-page.mjs places the
        // prerendered screen at the minified `<div id=root></div>`.
        '...',
      ],
      minimizeOptions: { javascript: false },
    },
    performance: { hints: false },
    plugins: [
      new (require('webpack').DefinePlugin)(define),
      new ModuleFederationPlugin({
        dts: false,
        ...federation,
      }),
      new HtmlWebpackPlugin({
        title,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        scriptLoading: 'defer',
        // Absolute, so deep links such as /passingcourse/1 load /main.js, not /passingcourse/main.js.
        publicPath: '/',
      }),
      ...(production ? [new StartupPreloadPlugin({ publicPath: '/' })] : []),
      new PublicFolderPlugin(path.join(packageDir, 'public'), RUNTIME_CONFIG_FILES),
      ...plugins,
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[name].[contenthash:10].css',
            }),
            ...compressionPlugins(),
            new BuiltStampPlugin(),
          ]
        : []),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      static: { directory: path.join(packageDir, 'public'), watch: false },
      headers: {
        ...DEV_SERVER_HEADERS,
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Cache-Control': 'no-cache',
      },
      client: { overlay: { warnings: false, errors: true } },
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = { createConfig };
