/**
 * Layer rules of the frontends (docs/decisions/0058-one-seam-per-module.md, 0006-frontend-federation.md). Run with
 * `npm run lint:layers` after the backend's. An app is any folder of frontends/ but the shared packages and the
 * browser journeys: the shell and every remote (editor, share-manager, template-designer, and any new one), so a new
 * remote is covered without touching this file. Paths are relative to the repository root.
 */
/** The packages every app may import: the platform (a federation singleton), the features, the resume renderer. */
const SHARED = '(platform|features|resume-view)';
/** An app's folder, its name captured: frontends/* minus the shared packages and e2e. */
const APP = `^frontends/(?!(?:${SHARED.slice(1, -1)}|e2e)/)([^/]+)/`;

module.exports = {
  forbidden: [
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      comment:
        'The shell and the remotes are built and released one by one (decision 0020) and meet at run time through ' +
        'module federation, never through imports: code both need goes to a shared package.',
      from: { path: APP },
      to: { path: '^frontends/[^/]+/', pathNot: ['^frontends/$1/', `^frontends/${SHARED}/`] },
    },
    {
      name: 'shared-packages-import-no-app',
      severity: 'error',
      comment: 'platform, features and resume-view serve every app, so they import none.',
      from: { path: `^frontends/${SHARED}/` },
      to: { path: '^frontends/[^/]+/', pathNot: `^frontends/${SHARED}/` },
    },
    {
      name: 'app-specs-use-platform-testing',
      severity: 'error',
      comment:
        "An app's spec takes the platform's test support from its entry, @resume/platform/testing, and the rest from " +
        "@resume/platform: a path into the platform's src breaks when a file there moves, and skips what the entries say.",
      from: { path: `${APP}.*\\.spec\\.tsx?$` },
      to: {
        path: '^frontends/platform/src/',
        pathNot: ['^frontends/platform/src/index\\.ts$', '^frontends/platform/src/testing/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    // The root paths (@resume/contracts, @resume/platform, @resume/platform/testing, ...) as every app's tsconfig.
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
