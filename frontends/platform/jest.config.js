/** Platform unit tests: React components and hooks rendered with Testing Library in jsdom. */
module.exports = require('../jest.frontend')(__dirname, { testEnvironment: require.resolve('./jest.environment.js') });
