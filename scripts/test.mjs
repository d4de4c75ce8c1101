#!/usr/bin/env node
// `npm test`: everything CI checks, in order, stopping at the first failure.
// Backend suites run against sql.js always, and against MariaDB/Redis when MYSQL_URL/REDIS_URL are set
// (with CI=true a missing service is a failure). Browser journeys run in Debian's Chromium.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { mustRun } from './run.mjs';
import { nxEnv } from './nx-env.mjs';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const opts = { cwd: root, env: nxEnv };

// House rules first: they take seconds and say exactly which line breaks them.
await mustRun('format (Prettier)', 'npm', ['run', 'format:check'], opts);
// A unit spec beside every use case, importing it (decision 0056); then proof that the check fails when one is missing.
await mustRun('a unit spec beside every use case', 'node', ['scripts/check-use-case-specs.mjs'], opts);
await mustRun(
  'the use-case spec check fails on planted mistakes (node:test)',
  'node',
  ['--test', 'scripts/use-case-specs/'],
  opts,
);
await mustRun('lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', 'npm', ['run', 'lint'], opts);
await mustRun('unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused'], opts);
await mustRun('build every project', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], opts);
await mustRun('typecheck every project', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'], opts);
await mustRun('layer rules (dependency-cruiser)', 'npm', ['run', 'lint:layers'], opts);
// The deployment (deploy/k8s, deploy/compose.yaml; decision 0028): the production overlay rendered with kubectl
// kustomize and every object checked against the Kubernetes schemas, the compose file against the Compose spec.
await mustRun(
  'deployment manifests (kubectl kustomize, Kubernetes schemas, compose)',
  'node',
  ['scripts/check-deploy.mjs'],
  opts,
);
await mustRun(
  'the deployment check fails on planted mistakes (node:test)',
  'node',
  ['--test', 'scripts/deploy-check/'],
  opts,
);
// The Caddy front for customers' domains (deploy/Caddyfile, decision 0023). Debian's caddy; CI installs it, and there
// a missing caddy is a failure. On a machine without it the check is skipped with a note.
if (hasCommand('caddy')) {
  await mustRun(
    'Caddy configuration (caddy validate)',
    'caddy',
    ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    opts,
  );
} else if (process.env.CI === 'true') {
  throw new Error('caddy is missing (apt-get install -y caddy): CI validates deploy/Caddyfile');
} else {
  console.warn('\n! caddy is not installed: deploy/Caddyfile not validated (apt-get install -y caddy)');
}
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
    '@resume/account',
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
// Faults on the production-shaped stack, short form (bench/faults.mjs --short; nginx, Redis, MariaDB).
await mustRun('faults on the stack: replica, worker, Redis and MariaDB', 'node', ['scripts/test-faults.mjs'], opts);
console.log('\nAll checks passed.');
