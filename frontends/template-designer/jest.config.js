/** Template designer unit tests: the draft rules and the layout tab, rendered with Testing Library in jsdom. */
const config = require('../jest.frontend')(__dirname, {
  testEnvironment: require.resolve('../platform/jest.environment.js'),
  platformFromSource: true,
});

// The renderer's package points at its build (dist/), which exists only after a build; tests read its source.
config.moduleNameMapper['^@resume/resume-view$'] = require('node:path').join(__dirname, '../resume-view/src/index.ts');

module.exports = config;
