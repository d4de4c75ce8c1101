/**
 * The ONE list of module-federation shared dependencies. The shell and every remote import it, so they agree
 * on which packages exist exactly once at run time (singletons): React, the router, TanStack Query (one
 * QueryClient and cache) and the platform library (one toast store, one session).
 * The shell's prerendered pages (frontends/shell/src/prerender) are not federated: their islands bundle React alone.
 *
 * Every entry is lazy (not eager): hosts and remotes start through an async `import('./bootstrap')` boundary.
 */
const path = require('path');

const root = path.resolve(__dirname, '../../..');
const pkgVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;
const platformPkg = require('../package.json');
const resumeViewPkg = require('../../resume-view/package.json');

const singleton = (name, extra = {}) => ({
  singleton: true,
  requiredVersion: `^${pkgVersion(name).split('.')[0]}.0.0`,
  ...extra,
});

const sharedDeps = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react', { version: pkgVersion('react') }),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom', { version: pkgVersion('react-dom') }),
  // The declarative API by name (react-router-dom.mjs), so the unused rest of React Router is left out. No separate
  // 'react-router' entry: the apps import 'react-router-dom' only, and that module bundles what it re-exports.
  'react-router-dom': singleton('react-router-dom', {
    import: path.resolve(__dirname, 'react-router-dom.mjs'),
    version: pkgVersion('react-router-dom'),
  }),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // Consumed from source: the platform has no build step of its own.
  '@resume/platform': {
    singleton: true,
    import: path.resolve(__dirname, '../src/index.ts'),
    version: platformPkg.version,
    requiredVersion: `^${platformPkg.version}`,
  },
  // The one resume renderer, also consumed from source: the shell's /resume preview and the remotes share one copy.
  '@resume/resume-view': {
    singleton: true,
    import: path.resolve(__dirname, '../../resume-view/src/index.ts'),
    version: resumeViewPkg.version,
    requiredVersion: `^${resumeViewPkg.version}`,
  },
};

module.exports = { sharedDeps };
