/**
 * Editor unit tests: the personal info form, the item and skill dialogs and the JSON Resume import, rendered with
 * Testing Library in jsdom.
 */
const config = require('../jest.frontend')(__dirname, {
  testEnvironment: require.resolve('../platform/jest.environment.js'),
  platformFromSource: true,
});

// The renderer's package points at its build (dist/), which exists only after a build; tests read its source.
config.moduleNameMapper['^@resume/resume-view$'] = require('node:path').join(__dirname, '../resume-view/src/index.ts');

// The editor's translations (docs/decisions/0049-app-translations.md), as its exposed module registers them.
config.setupFiles = [...(config.setupFiles ?? []), '<rootDir>/src/locales/register.ts'];

module.exports = config;
