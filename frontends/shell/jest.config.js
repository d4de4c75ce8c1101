/** Shell unit tests: guards, redirect handling and the remote loader, rendered with Testing Library in jsdom. */
module.exports = require('../jest.frontend')(__dirname, {
  testEnvironment: require.resolve('../platform/jest.environment.js'),
  platformFromSource: true,
});
