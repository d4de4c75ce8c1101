/**
 * The one Jest setup of the frontend packages: @swc/jest for TS/TSX with React's automatic runtime, and the
 * workspace packages read from source. Each package's jest.config.js names only its environment and mappings.
 */
const { join } = require('node:path');

module.exports = function frontendJestConfig(dir, { testEnvironment = 'node', platformFromSource = false } = {}) {
  return {
    rootDir: dir,
    testEnvironment,
    // Dialog specs with user events take about 1 s alone and over 5 s (Jest's default) on a loaded 2-core machine.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    // In the DOM environments: Testing Library's waits as long as a loaded machine needs (platform/jest.testing-library.js).
    setupFilesAfterEnv: testEnvironment === 'node' ? [] : [join(__dirname, 'platform/jest.testing-library.js')],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@resume/contracts$': join(__dirname, '../contracts/src/index.ts'),
      '^@resume/contracts/dto$': join(__dirname, '../contracts/src/dto/index.ts'),
      ...(platformFromSource ? { '^@resume/platform$': join(__dirname, 'platform/src/index.ts') } : {}),
      // The specs' test support: an entry of its own, not in the package's public API (docs/decisions/0058).
      '^@resume/platform/testing$': join(__dirname, 'platform/src/testing/index.ts'),
      '^@resume/features$': join(__dirname, 'features/src/index.ts'),
    },
  };
};
