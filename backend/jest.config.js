/** Jest with SWC: decorators and their metadata must survive the transform for Nest's injection. */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@resume/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@resume/contracts/dto$': '<rootDir>/../contracts/src/dto/index.ts',
  },
  testTimeout: 30000,
};
