/**
 * The editor remote (/resume-editor). Builds, versions and deploys alone:
 *   - federated: dist/mf-manifest.json + remoteEntry.js, exposing './App'; the shell finds it through /remotes.json
 *   - standalone: `npm run serve -w frontends/editor` opens it on its own page (port 3101), proxying /api to the
 *     backend, with the platform providers mounted by src/bootstrap.tsx.
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, hashedJsFilename } = require('../platform/federation/webpack.base');
const { sharedDeps } = require('../platform/federation/shared-deps');
const pkg = require('./package.json');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const base = baseConfig({ appDir: __dirname, production });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The remote's chunks load from wherever remoteEntry.js was loaded (e.g. /remotes/editor/).
      publicPath: 'auto',
      filename: hashedJsFilename(production),
      // Hashed in development too: a chunk used by two runtimes (the app and the federation container) can
      // render differently per runtime, and an unhashed name then collides ("Multiple assets emit ...").
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'editor',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new webpack.DefinePlugin({ __EDITOR_VERSION__: JSON.stringify(pkg.version) }),
      new ModuleFederationPlugin({
        name: 'editor',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: sharedDeps,
        // Emits mf-manifest.json; its metaData.buildInfo.buildVersion is this package's version.
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: ['main'],
        templateParameters: { version: pkg.version },
      }),
    ],
    devServer: {
      port: Number(process.env.EDITOR_PORT || 3101),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }],
    },
  };
};
