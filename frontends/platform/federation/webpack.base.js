/**
 * Webpack settings every frontend app shares (shell and remotes): TypeScript/TSX through swc (React automatic
 * runtime, legacy decorators for the class-validator DTOs of @resume/contracts), Tailwind through PostCSS, CSS
 * extracted to files, content-hashed file names. Each app adds its entry, output and ModuleFederationPlugin.
 */
const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * The PostCSS plugins of every app's CSS: Tailwind with the app's tailwind.config.js (`overrides` replace its
 * fields, e.g. the shell's prerendered pages generate each page's CSS from that page's HTML), then autoprefixer.
 */
function postcssPlugins(appDir, overrides = null) {
  const configFile = path.join(appDir, 'tailwind.config.js');
  const config = overrides ? { ...require(configFile), ...overrides } : configFile;
  return [require('tailwindcss')(config), require('autoprefixer')];
}

/**
 * @param {object} opts
 * @param {string} opts.appDir          the app's folder (its tailwind.config.js lives there)
 * @param {boolean} opts.production
 */
function baseConfig({ appDir, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        // The contracts are read from source, like the tsconfig path aliases do.
        '@resume/contracts/dto$': path.join(workspaceRoot, 'contracts/src/dto/index.ts'),
        '@resume/contracts$': path.join(workspaceRoot, 'contracts/src/index.ts'),
        // The renderer too (its dist build is for the backend's server-side rendering).
        '@resume/resume-view$': path.join(workspaceRoot, 'frontends/resume-view/src/index.ts'),
        // Feature code each app bundles for itself (NOT a shared singleton, see frontends/features/README.md).
        '@resume/features$': path.join(workspaceRoot, 'frontends/features/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true, decorators: true },
                transform: {
                  legacyDecorator: true,
                  decoratorMetadata: true,
                  useDefineForClassFields: false,
                  react: { runtime: 'automatic', development: !production, refresh: false },
                },
              },
            },
          },
        },
        {
          // The contracts are constants, types and pure functions: an app takes only the modules it uses of them
          // (the barrel would otherwise bring every module, e.g. the template layout rules to a screen without one).
          // Not the DTOs: their classes are decorated, and their index loads reflect-metadata for that.
          test: /\.ts$/,
          include: path.join(workspaceRoot, 'contracts/src'),
          exclude: path.join(workspaceRoot, 'contracts/src/dto'),
          sideEffects: false,
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: { plugins: postcssPlugins(appDir) },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
      }),
    ],
    // swc minifies instead of webpack's default terser: the same compress-and-mangle and gzip sizes within a percent,
    // and `nx run-many -t build` from scratch in 95 s against 192 s (decision 0032, docs/performance.md).
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A content-hashed JS file name for production. The federation runtime module asks webpack for the entry
 * chunk's file name while chunks are still being hashed (only to count directory levels); at that moment
 * no hash exists, and a plain '[contenthash]' template fails with "not implemented in this context".
 * The function answers an unhashed name then, and the hashed one when the file is really emitted.
 */
function hashedJsFilename(production) {
  if (!production) return '[name].js';
  return (pathData) =>
    pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
      ? '[name].[contenthash:8].js'
      : '[name].js';
}

module.exports = { baseConfig, hashedJsFilename, postcssPlugins, workspaceRoot };
