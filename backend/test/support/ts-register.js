/**
 * Runs the backend's TypeScript source in a child process (the PDF worker in the SIGKILL test) without a build:
 * .ts/.tsx compiled by @swc/core on require, with the same path mappings as jest.config.js.
 */
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const swc = require('@swc/core');

const root = join(__dirname, '..', '..', '..');
const MAP = {
  '@resume/contracts': join(root, 'contracts/src/index.ts'),
  '@resume/contracts/dto': join(root, 'contracts/src/dto/index.ts'),
  '@resume/resume-view': join(root, 'frontends/resume-view/src/index.ts'),
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, MAP[request] ?? request, ...rest);
};
const options = {
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
for (const ext of ['.ts', '.tsx']) {
  Module._extensions[ext] = (module, filename) => {
    const { code } = swc.transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
    module._compile(code, filename);
  };
}
