/** Renderer tests: server-side rendering only (renderToString), so no DOM environment is needed. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
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
  },
};
