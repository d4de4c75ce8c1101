/**
 * The marketing pages without the app's JavaScript (issue 15, docs/decisions/0026-prerendered-marketing-pages.md).
 * Two more compilations after the app's, in the same `webpack --mode production`:
 *   - islands: the browser scripts of the prerendered pages (dist/static/): `page`, the small script every page
 *     carries inline (the header's menu button, and the loader of the page's islands once it is painted), and one
 *     entry per page with islands (pricing, sign-in: React and the islands of src/prerender/islands). No federation,
 *     no router (src/prerender/router-shim.tsx), React in a chunk of its own that both pages share.
 *   - prerender: a Node bundle of src/prerender/render-pages.tsx, run once emitted: it renders each page through
 *     the app's layout and pages, and this file writes dist/prerendered/<page>.html around it, with the page's CSS
 *     inline (Tailwind over that page's HTML and its islands' sources only) and its scripts.
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

/** Our own sources, whose modules have no side effects on import: an island takes only what it uses of them. */
const OWN_SOURCES = [path.join(workspaceRoot, 'frontends'), path.join(workspaceRoot, 'contracts/src')];
// But the DTOs: decorated classes, whose index loads reflect-metadata for them.
const DTOS = path.join(workspaceRoot, 'contracts/src/dto');

/** The files (in load order) and the own source files of each entry, filled by the islands build for the next. */
function islandsBuild({ appDir, built }) {
  const base = baseConfig({ appDir, production: true });
  const english = englishOnly(appDir, require('webpack'));
  return {
    ...base,
    name: 'islands',
    // After the app: its output.clean empties dist/ when it emits.
    dependencies: ['app'],
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
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('IslandFiles', (compilation) => {
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
          });
        },
      },
    ],
  };
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

function prerenderBuild({ appDir, version, built }) {
  const base = baseConfig({ appDir, production: true });
  const english = englishOnly(appDir, require('webpack'));
  const outDir = path.join(appDir, 'node_modules/.cache/prerender');
  return {
    ...base,
    name: 'prerender',
    dependencies: ['islands'],
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
          compiler.hooks.afterEmit.tapPromise('PrerenderPages', async () => {
            const bundle = path.join(outDir, 'render-pages.js');
            delete require.cache[bundle];
            const { PAGES, renderPage } = require(bundle);
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
          });
        },
      },
    ],
  };
}

/** The two compilations, to follow the app's (named 'app') in webpack.config.js. */
function prerenderedPages({ appDir, version }) {
  const built = {};
  return [islandsBuild({ appDir, built }), prerenderBuild({ appDir, version, built })];
}

module.exports = { prerenderedPages };
