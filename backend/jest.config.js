/** Jest with SWC: decorators and their metadata must survive the transform for Nest's injection. */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.e2e-spec.ts?(x)'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@resume/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@resume/contracts/dto$': '<rootDir>/../contracts/src/dto/index.ts',
    // The renderer from source (the built app uses its dist build).
    '^@resume/resume-view$': '<rootDir>/../frontends/resume-view/src/index.ts',
  },
  testTimeout: 30000,
};
