/** Shell unit tests: guards, redirect handling and the remote loader, rendered with Testing Library in jsdom. */
module.exports = {
  ...require('../jest.frontend')(__dirname, {
    testEnvironment: require.resolve('../platform/jest.environment.js'),
    platformFromSource: true,
  }),
  // The shell's translations (docs/decisions/0049-app-translations.md), as the app's bootstrap registers them.
  setupFiles: ['<rootDir>/src/locales/register.ts'],
};
