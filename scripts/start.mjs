#!/usr/bin/env node
// `npm start`: build what is missing (Nx restores unchanged builds from its local cache), then serve
// the API, the shell and every remote from one port with the embedded defaults.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mustRun, run } from './run.mjs';
import { nxEnv } from './nx-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'contracts/dist/index.js',
  'backend/dist/main.js',
  'frontends/shell/dist/index.html',
  'frontends/editor/dist/mf-manifest.json',
  'frontends/share-manager/dist/mf-manifest.json',
  'frontends/template-designer/dist/mf-manifest.json',
  'frontends/account/dist/mf-manifest.json',
];
const missing = outputs.filter((file) => !existsSync(join(root, file)));

if (missing.length > 0 || process.env.REBUILD === 'true') {
  await mustRun('build (nx run-many -t build)', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    env: nxEnv,
  });
}

const code = await run(process.execPath, ['--enable-source-maps', join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: process.env,
});
process.exit(code);
