/**
 * The scripts the shell's page runs before any bundle (docs/decisions/0008): index.html's early start
 * and the visitor script placed before the prerendered markup. Each is a TypeScript module of
 * first-screen/browser/ bundled at build time with what it imports (the kernel's dependency-free
 * request and visitor functions, `@academy/shared/early`), so the page builds its first requests with
 * the very functions the site's client uses, not a copy (docs/decisions/0208).
 */
const path = require('node:path');

/**
 * A self-contained, minified function expression that calls the module's export `name` with its
 * arguments: `(${inlineFunction(file, 'start')})(facts)` runs it. Only the repository's own files may
 * be inlined: a dependency from node_modules would grow every page, so it fails the build.
 */
function inlineFunction(source, name) {
  // Loaded when used: esbuild refuses to load in jsdom, where the shell's tests read the plugin's routes.
  const result = require('esbuild').buildSync({
    stdin: {
      contents: `export { ${name} as default } from ${JSON.stringify(path.resolve(source))};`,
      resolveDir: path.dirname(path.resolve(source)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2019',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const packages = Object.keys(result.metafile.inputs).filter((input) =>
    input.split(/[\\/]/).includes('node_modules'),
  );
  if (packages.length > 0)
    throw new Error(
      `${path.relative(process.cwd(), source)} must stay free of dependencies to be inlined; it imports ${packages.join(', ')}`,
    );
  // The module's code, then its one export, which the function returns the call of.
  const output = /^([\s\S]*?)export\s*\{\s*([\w$]+) as default\s*\};?\s*$/.exec(result.outputFiles[0].text);
  if (!output) throw new Error(`${source}: unexpected bundle of ${name}`);
  return `function(){${output[1].trim()}return ${output[2]}.apply(this,arguments)}`;
}

module.exports = { inlineFunction };
