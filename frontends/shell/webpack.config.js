/**
 * The shell (module-federation host). No remote is baked in: at start-up the shell fetches /remotes.json and
 * registers the remotes it lists (src/remotes/remote-loader.ts).
 */
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, hashedJsFilename } = require('../platform/federation/webpack.base');
const { sharedDeps } = require('../platform/federation/shared-deps');
const { prerenderedPages } = require('./webpack.prerender');
const pkg = require('./package.json');

/**
 * The product's icon set (@resume/resume-view's brand/ folder: favicon.ico, favicon.svg, apple-touch-icon.png, the
 * web manifest and its icons) at the site's root, where index.html links it; the API serves the same files on a
 * person's host (docs/decisions/0039-owner-links.md).
 */
const brandDir = path.resolve(__dirname, '../resume-view/brand');
const brandIcons = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrandIcons', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrandIcons', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(brandDir)) {
            compilation.fileDependencies.add(path.join(brandDir, file));
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(path.join(brandDir, file))));
          }
        },
      );
    });
  },
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const base = baseConfig({ appDir: __dirname, production });
  const app = {
    ...base,
    name: 'app',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: hashedJsFilename(production),
      // Hashed in development too: a chunk used by two runtimes (the app and the federation container) can
      // render differently per runtime, and an unhashed name then collides ("Multiple assets emit ...").
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDeps,
        manifest: false,
        dts: false,
        // The shell runs in browsers only: the federation runtime leaves out its Node loaders.
        experiments: { optimization: { target: 'web' } },
      }),
      brandIcons,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { version: pkg.version },
      }),
    ],
    devServer: {
      port: Number(process.env.SHELL_PORT || 3100),
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/remotes', '/remotes.json'],
          target: process.env.API_URL || 'http://localhost:3000',
          changeOrigin: false,
        },
      ],
    },
  };
  // Production builds also write landing, pricing and sign-in as HTML (webpack.prerender.js); the dev server
  // serves the app alone.
  return production ? [app, ...prerenderedPages({ appDir: __dirname, version: pkg.version })] : app;
};
