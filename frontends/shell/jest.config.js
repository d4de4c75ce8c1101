/** Shell unit tests: guards, redirect handling and the remote loader, rendered with Testing Library in jsdom. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../platform/jest.environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
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
    '^@resume/contracts$': '<rootDir>/../../contracts/src/index.ts',
    '^@resume/contracts/dto$': '<rootDir>/../../contracts/src/dto/index.ts',
    '^@resume/platform$': '<rootDir>/../platform/src/index.ts',
  },
};
