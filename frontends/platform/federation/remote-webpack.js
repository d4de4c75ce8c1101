/**
 * The webpack config of a remote: every remote builds the same way, so a feature team's config is a few lines.
 *   - federated: dist/mf-manifest.json + remoteEntry.js exposing './App'; the shell finds it through /remotes.json
 *   - standalone: `npm run serve -w frontends/<dir>` opens it alone on `devPort`, proxying /api to the backend
 * The package version is embedded in the manifest (metaData.buildInfo.buildVersion) and as __REMOTE_VERSION__.
 * The platform contract it is built against is in the manifest too (metaData.apiContractVersion), and the version of
 * the contracts it bundles (metaData.contractsVersion): the shell reads both before loading the remote and shows an
 * update card when one does not fit (frontends/shell/src/remotes).
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, hashedJsFilename } = require('./webpack.base');
const { sharedDeps } = require('./shared-deps');
// The platform's version is the contract version (API_CONTRACT_VERSION in the contracts; a platform spec keeps
// them equal): the remote bundles the platform source and so is built against exactly that API.
const platformPkg = require('../package.json');
// The contracts' version is the last of their history (a contracts spec keeps CONTRACTS_VERSION equal to it): the
// remote bundles the contracts' source and so is built against exactly that version.
const contractsHistory = require('../../../contracts/version-history.json');

/** CONTRACT_VERSION_META_KEY in contracts/src/api/remotes.ts (this file cannot import TypeScript). */
const CONTRACT_VERSION_META_KEY = 'apiContractVersion';
/** CONTRACTS_VERSION_META_KEY in contracts/src/contracts-version.ts. */
const CONTRACTS_VERSION_META_KEY = 'contractsVersion';

function createRemoteConfig({ appDir, name, exposes = { './App': './src/App.tsx' }, devPort, defines = {} }) {
  const pkg = require(path.join(appDir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const base = baseConfig({ appDir, production });
    return {
      ...base,
      entry: { main: './src/index.ts' },
      output: {
        path: path.resolve(appDir, 'dist'),
        // The remote's chunks load from wherever remoteEntry.js was loaded (e.g. /remotes/<name>/).
        publicPath: 'auto',
        filename: hashedJsFilename(production),
        // Hashed in development too: a chunk used by two runtimes (the app and the federation container) can
        // render differently per runtime, and an unhashed name then collides ("Multiple assets emit ...").
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      plugins: [
        ...base.plugins,
        new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(pkg.version), ...defines }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDeps,
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData[CONTRACT_VERSION_META_KEY] = platformPkg.version;
              stats.metaData[CONTRACTS_VERSION_META_KEY] = contractsHistory.at(-1).version;
              return stats;
            },
          },
          dts: false,
          // Remotes run in browsers only: the federation runtime in remoteEntry.js leaves out its Node loaders.
          experiments: { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: './public/index.html',
          chunks: ['main'],
          templateParameters: { version: pkg.version },
        }),
      ],
      devServer: {
        port: Number(process.env.REMOTE_PORT || devPort),
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }],
      },
    };
  };
}

module.exports = { createRemoteConfig };
