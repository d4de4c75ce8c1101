/** Account remote unit tests: the LinkedIn, domains and sessions cards, rendered with Testing Library in jsdom. */
module.exports = require('../jest.frontend')(__dirname, {
  testEnvironment: require.resolve('../platform/jest.environment.js'),
  platformFromSource: true,
});
