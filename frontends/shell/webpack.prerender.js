/**
 * The marketing pages without the app's JavaScript (issue 15, docs/decisions/0026-prerendered-marketing-pages.md).
 * Two more compilations after the app's, in the same `webpack --mode production`:
 *   - prerender: a Node bundle of src/prerender/render-pages.tsx, loaded once emitted: it renders each page through
 *     the app's layout and pages, and gives the English catalogues the islands' texts are taken from.
 *   - islands: the browser scripts of the prerendered pages (dist/static/): `page`, the small script every page
 *     carries inline (the header's menu button, and the loader of the page's islands once it is painted), and one
 *     entry per page with islands (pricing, sign-in: React and the islands of src/prerender/islands). No federation,
 *     no router (src/prerender/router-shim.tsx), React in a chunk of its own that both pages share, and of the
 *     catalogues only the texts each island names (`islandTexts`). Once emitted, this file writes
 *     dist/prerendered/<page>.html around each page the renderer gives, with the page's CSS inline (Tailwind over
 *     that page's HTML and its islands' sources only) and its scripts.
 * Nothing is requested before a page's first paint but the page itself (docs/performance.md, "Marketing pages").
 */
const fs = require('fs');
const path = require('path');
const postcss = require('postcss');
const { baseConfig, postcssPlugins, workspaceRoot } = require('../platform/federation/webpack.base');

/** The script inline in every page, and the island scripts of the pages that have islands (PAGES in render-pages). */
const ENTRIES = {
  page: './src/prerender/page.entry.ts',
  pricing: './src/prerender/islands/pricing.entry.tsx',
  login: './src/prerender/islands/login.entry.tsx',
};

/**
 * English without i18next (src/prerender/i18n-shim.ts): these pages are served to English visitors only, so both
 * builds read the English catalogues directly, and the islands hydrate with the build's very texts
 * (docs/decisions/0049-app-translations.md). react-i18next and the platform's i18next instance are replaced.
 */
function englishOnly(appDir, webpack) {
  const shim = path.join(appDir, 'src/prerender/i18n-shim.ts');
  const platformI18n = path.join(workspaceRoot, 'frontends/platform/src/i18n');
  return {
    alias: { 'react-i18next$': shim },
    plugin: new webpack.NormalModuleReplacementPlugin(/^\.\/instance$/, (resource) => {
      if (resource.context === platformI18n) resource.request = shim;
    }),
  };
}

const FRONTENDS = path.join(workspaceRoot, 'frontends') + path.sep;

/** The mark island-catalogue.ts carries where its texts go (a string literal, as swc writes it). */
const ISLAND_CATALOGUE_MARK = /JSON\.parse\((["'])__ISLAND_CATALOGUE__\1\)/;

/**
 * The keys a script's code names: every key-like string literal (`'login.sent'`, `"chrome:footer"`) and every
 * template literal's fixed start (`login.${mode}.heading` names `login.`). A superset is harmless (a text too many);
 * a key built at run time from parts that are not literals would be missed, and is not written so in our code.
 */
function namedKeys(code) {
  const keys = new Set();
  for (const match of code.matchAll(/[`'"]((?:[A-Za-z][\w-]*:)?[A-Za-z_][\w-]*(?:\.[\w-]+)*\.?)(?=[`'"]|\$\{)/g)) {
    keys.add(match[1]);
  }
  return keys;
}

/**
 * Of `catalogues` (namespace -> nested texts), the texts whose key, or a key above it, is named: a named key keeps
 * its text, or, naming a group (returnObjects, or a template's start `login.`), every text under it.
 */
function namedTexts(catalogues, keys) {
  const pick = (node, namespace, key) => {
    const names = key ? [key, `${key}.`].flatMap((name) => [name, `${namespace}:${name}`]) : [];
    if (names.some((name) => keys.has(name))) return node;
    if (typeof node !== 'object') return undefined;
    const kept = {};
    for (const [part, child] of Object.entries(node)) {
      const value = pick(child, namespace, key ? `${key}.${part}` : part);
      if (value !== undefined) kept[part] = value;
    }
    return Object.keys(kept).length ? kept : undefined;
  };
  return Object.fromEntries(
    Object.entries(catalogues).map(([namespace, catalogue]) => [namespace, pick(catalogue, namespace, '') ?? {}]),
  );
}

/**
 * Writes into each island script, where island-catalogue.ts marks it, the English texts that script (with the chunks
 * it loads later) names (before the minifier, so its source map holds). `english()` gives the catalogues, from the
 * prerender build, which runs first.
 */
function islandTexts(english) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('IslandTexts', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'IslandTexts', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
          () => {
            for (const chunk of compilation.chunks) {
              const files = [...chunk.files].filter(
                (file) =>
                  file.endsWith('.js') && ISLAND_CATALOGUE_MARK.test(compilation.getAsset(file).source.source()),
              );
              if (!files.length) continue;
              // The chunk and those it loads later (React's chunk, shared by every page, names no key).
              const chunks = new Set([chunk, ...chunk.getAllAsyncChunks()]);
              const keys = new Set();
              for (const member of chunks) {
                for (const module of compilation.chunkGraph.getChunkModulesIterable(member)) {
                  for (const inner of module.modules ?? [module]) {
                    // Keys are named by the apps' code only (frontends/), not by libraries nor contracts.
                    if (!inner.resource?.startsWith(FRONTENDS) || inner.resource.includes('node_modules')) continue;
                    const code = inner.originalSource?.()?.source();
                    if (code) for (const key of namedKeys(String(code))) keys.add(key);
                  }
                }
              }
              const texts = JSON.stringify(namedTexts(english(), keys));
              for (const file of files) {
                compilation.updateAsset(file, (source) => {
                  const replaced = new sources.ReplaceSource(source);
                  const code = source.source().toString();
                  const match = ISLAND_CATALOGUE_MARK.exec(code);
                  replaced.replace(match.index, match.index + match[0].length - 1, texts);
                  return replaced;
                });
              }
            }
          },
        );
      });
    },
  };
}

/** Our own sources, whose modules have no side effects on import: an island takes only what it uses of them. */
const OWN_SOURCES = [path.join(workspaceRoot, 'frontends'), path.join(workspaceRoot, 'contracts/src')];
// But the DTOs: decorated classes, whose index loads reflect-metadata for them.
const DTOS = path.join(workspaceRoot, 'contracts/src/dto');

/** The files (in load order) and the own source files of each entry, filled by the islands build for the next. */
function islandsBuild({ appDir, version, built }) {
  const base = baseConfig({ appDir, production: true });
  const webpack = require('webpack');
  const english = englishOnly(appDir, webpack);
  const prerenderDir = path.join(appDir, 'src/prerender');
  return {
    ...base,
    name: 'islands',
    // After the prerender build (which runs after the app, whose output.clean empties dist/ when it emits): its
    // renderer writes the pages once the islands are built, and its catalogues give the islands their texts.
    dependencies: ['prerender'],
    entry: ENTRIES,
    output: {
      path: path.join(appDir, 'dist/static'),
      publicPath: '/static/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shellIslands',
    },
    resolve: {
      ...base.resolve,
      alias: {
        ...base.resolve.alias,
        ...english.alias,
        'react-router-dom$': path.join(appDir, 'src/prerender/router-shim.tsx'),
      },
    },
    module: {
      rules: [
        ...base.module.rules,
        { test: /\.[jt]sx?$/, include: OWN_SOURCES, exclude: [/node_modules/, DTOS], sideEffects: false },
      ],
    },
    optimization: {
      ...base.optimization,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          // React once, cached from one page to the next.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 10 },
        },
      },
    },
    plugins: [
      ...base.plugins,
      english.plugin,
      new webpack.NormalModuleReplacementPlugin(/^\.\/english-catalogues$/, (resource) => {
        if (resource.context === prerenderDir) resource.request = './island-catalogue';
      }),
      islandTexts(() => built.renderer.ENGLISH),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tapPromise('IslandFiles', async (compilation) => {
            for (const [name, entrypoint] of compilation.entrypoints) {
              const sources = new Set();
              for (const chunk of entrypoint.chunks) {
                for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                  for (const inner of module.modules ?? [module]) {
                    if (inner.resource && !inner.resource.includes('node_modules')) sources.add(inner.resource);
                  }
                }
              }
              const scripts = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
              built[name] = {
                scripts,
                sources: [...sources],
                code: scripts
                  .map((file) => fs.readFileSync(path.join(compilation.outputOptions.path, file), 'utf8'))
                  .join('\n'),
              };
            }
            await writePages({ appDir, version, built });
          });
        },
      },
    ],
  };
}

/** Each page's HTML, written by the islands build once its scripts are there (dist/prerendered/<page>.html). */
async function writePages({ appDir, version, built }) {
  const { PAGES, renderPage } = built.renderer;
  const target = path.join(appDir, 'dist/prerendered');
  fs.mkdirSync(target, { recursive: true });
  for (const [name, { islands }] of Object.entries(PAGES)) {
    if (islands && !built[islands]) throw new Error(`prerender: no islands build for ${name}`);
    const markup = renderPage(name);
    const document = await pageDocument({
      appDir,
      version,
      markup,
      page: built.page,
      islands: islands ? built[islands] : null,
    });
    fs.writeFileSync(path.join(target, `${name}.html`), document);
  }
}

/**
 * The footer's copyright year as the mark the backend replaces with the year of each answer
 * (backend/src/web/prerendered-pages.ts): a page built in December is served in January.
 */
function markCopyrightYear(markup) {
  const year = String(new Date().getFullYear());
  const copyright = new RegExp(`(data-testid="copyright"[^>]*>©(?:\\s|<!-- -->)*)${year}`);
  if (!copyright.test(markup)) throw new Error('prerender: the footer copyright year was not found');
  return markup.replace(copyright, '$1<!--year-->');
}

/**
 * The HTML document of a page: the app's index.html with the page's markup, its CSS inline (Tailwind over this HTML
 * and the sources of its islands, whose states use classes the HTML does not show yet), and the page script inline at
 * the end, naming the page's island scripts (none on the landing page).
 */
async function pageDocument({ appDir, version, markup, page, islands }) {
  const root = `<div id="root">${markCopyrightYear(markup)}</div>`;
  const styles = fs.readFileSync(path.join(appDir, 'src/styles.css'), 'utf8');
  const content = [{ raw: root, extension: 'html' }, ...(islands?.sources ?? [])];
  const css = await postcss(postcssPlugins(appDir, { content })).process(styles, { from: undefined });
  if (/<\/script/i.test(page.code)) throw new Error('prerender: the page script cannot be written inline');
  const sources = islands ? ` data-islands="${islands.scripts.map((file) => `/static/${file}`).join(' ')}"` : '';
  return fs
    .readFileSync(path.join(appDir, 'public/index.html'), 'utf8')
    .replace('<%= version %>', version)
    .replace('</head>', `<style>${minifyCss(css.css)}</style></head>`)
    .replace('<div id="root"></div>', `${root}<script${sources}>${page.code}</script>`);
}

/** Comments and runs of white space out (Tailwind writes indented CSS): the CSS is in every page's HTML. */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}

function prerenderBuild({ appDir, built }) {
  const base = baseConfig({ appDir, production: true });
  const english = englishOnly(appDir, require('webpack'));
  const outDir = path.join(appDir, 'node_modules/.cache/prerender');
  return {
    ...base,
    name: 'prerender',
    // After the app: the islands build, which follows, writes into dist/ (which the app's output.clean empties).
    dependencies: ['app'],
    target: 'node',
    devtool: false,
    entry: { 'render-pages': './src/prerender/render-pages.tsx' },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' } },
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...english.alias } },
    // Run once by this build, never shipped.
    optimization: { minimize: false },
    plugins: [
      english.plugin,
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('PrerenderRenderer', () => {
            const bundle = path.join(outDir, 'render-pages.js');
            delete require.cache[bundle];
            built.renderer = require(bundle);
          });
        },
      },
    ],
  };
}

/** The two compilations, to follow the app's (named 'app') in webpack.config.js. */
function prerenderedPages({ appDir, version }) {
  const built = {};
  return [prerenderBuild({ appDir, built }), islandsBuild({ appDir, version, built })];
}

module.exports = { prerenderedPages, namedKeys, namedTexts };
