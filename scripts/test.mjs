#!/usr/bin/env node
// `npm test`: everything CI checks, in order, stopping at the first failure.
// Backend suites run against sql.js always, and against MariaDB/Redis when MYSQL_URL/REDIS_URL are set
// (with CI=true a missing service is a failure). Browser journeys run in Debian's Chromium.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mustRun } from './run.mjs';
import { nxEnv } from './nx-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const opts = { cwd: root, env: nxEnv };

// House rules first: they take seconds and say exactly which line breaks them.
await mustRun('format (Prettier)', 'npm', ['run', 'format:check'], opts);
await mustRun('lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', 'npm', ['run', 'lint'], opts);
await mustRun('unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused'], opts);
await mustRun('build every project', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], opts);
await mustRun('typecheck every project', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'], opts);
await mustRun('layer rules (dependency-cruiser)', 'npm', ['run', 'lint:layers'], opts);
await mustRun(
  'frontend and shared unit tests: contracts, renderer, platform, shell, each remote (jest)',
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'test',
    '-p',
    '@resume/contracts',
    '@resume/resume-view',
    '@resume/platform',
    '@resume/shell',
    '@resume/editor',
    '@resume/share-manager',
    '@resume/template-designer',
    '--outputStyle=static',
  ],
  opts,
);
await mustRun('backend unit + e2e (jest, supertest)', 'npm', ['test', '-w', 'backend'], opts);
await mustRun('browser journeys (Playwright, Chromium)', 'npm', ['test', '-w', 'frontends/e2e'], opts);
await mustRun(
  'version skew (N-1 shell with N remotes and back) and remote release/rollback (Playwright)',
  'npm',
  ['run', 'test:skew', '-w', 'frontends/e2e'],
  opts,
);
console.log('\nAll checks passed.');
