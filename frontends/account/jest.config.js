/** Account remote unit tests: the LinkedIn, domains and sessions cards, rendered with Testing Library in jsdom. */
module.exports = {
  ...require('../jest.frontend')(__dirname, {
    testEnvironment: require.resolve('../platform/jest.environment.js'),
    platformFromSource: true,
  }),
  // The account's translations (docs/decisions/0049-app-translations.md), as its exposed module registers them.
  setupFiles: ['<rootDir>/src/locales/register.ts'],
};
