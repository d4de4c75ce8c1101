/** Platform unit tests: React components and hooks rendered with Testing Library in jsdom. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@resume/contracts$': '<rootDir>/../../contracts/src/index.ts',
    '^@resume/contracts/dto$': '<rootDir>/../../contracts/src/dto/index.ts',
  },
};
