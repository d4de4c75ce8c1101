#!/usr/bin/env node
// `npm test`: everything CI checks, stopping at the first failure; independent steps side by side (lanes.mjs).
// Backend suites run against sql.js always, and against MariaDB/Redis when MYSQL_URL/REDIS_URL are set
// (with CI=true a missing service is a failure). Browser journeys run in Debian's Chromium.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { stage } from './lanes.mjs';
import { nxEnv } from './nx-env.mjs';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const opts = { cwd: root, env: nxEnv };

const step = (label, command, args, options = opts, after = undefined) => ({ label, command, args, options, after });

// Stage 1. The house rules (seconds each, and they say exactly which line breaks them) in one lane; the build in the
// other, as nothing in the house rules needs it built. The build is the longest of these: the rules finish under it.
const houseRules = [
  step('format (Prettier)', 'npm', ['run', 'format:check']),
  // A unit spec beside every use case, importing it (decision 0056); then proof that the check fails when one is missing.
  step('a unit spec beside every use case', 'node', ['scripts/check-use-case-specs.mjs']),
  step('the use-case spec check fails on planted mistakes (node:test)', 'node', ['--test', 'scripts/use-case-specs/']),
  step('lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', 'npm', ['run', 'lint']),
  step('unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused']),
];
const build = [step('build every project', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'])];
// One after the other (decision 0032, 2026-11-27 evening): on two cores, the lanes side by side made the builds and
// the journeys' timing checks compete (a live-preview input delay of 312 ms against 300; N-1 webpack builds of 14
// minutes beside the journeys). The backend suites beside the other checks and the N-1 builds paid nothing either
// (2026-11-28: 997 s for both lanes against some 970 s one after the other; 1,972 CPU seconds against some 1,560).
// `stage(a, b)` runs two lanes at once where that pays again.
await stage([...houseRules, ...build]);

// Then everything that needs the build: the checks (typecheck, layer rules, deployment, unit tests, the backend suites
// on MariaDB/Redis), the journeys, the N-1 builds and the skew and release journeys, and last the faults (they restart
// MariaDB).
const caddy = [];
// The Caddy front for customers' domains (deploy/Caddyfile, decision 0023). Debian's caddy; CI installs it, and there
// a missing caddy is a failure. On a machine without it the check is skipped with a note.
if (hasCommand('caddy')) {
  caddy.push(
    step('Caddy configuration (caddy validate)', 'caddy', [
      'validate',
      '--config',
      'deploy/Caddyfile',
      '--adapter',
      'caddyfile',
    ]),
  );
} else if (process.env.CI === 'true') {
  throw new Error('caddy is missing (apt-get install -y caddy): CI validates deploy/Caddyfile');
} else {
  console.warn('\n! caddy is not installed: deploy/Caddyfile not validated (apt-get install -y caddy)');
}
const previousBuilds = 'the N-1 shell and remotes for the skew journey (webpack, kept per commit)';
const checks = [
  step('typecheck every project', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']),
  step('layer rules (dependency-cruiser)', 'npm', ['run', 'lint:layers']),
  step('the layer rules fail on planted mistakes (node:test)', 'node', ['--test', 'scripts/layer-rules/']),
  // The deployment (deploy/k8s, deploy/compose.yaml; decision 0028): the production overlay rendered with kubectl
  // kustomize and every object checked against the Kubernetes schemas, the compose file against the Compose spec.
  step('deployment manifests (kubectl kustomize, Kubernetes schemas, compose)', 'node', ['scripts/check-deploy.mjs']),
  step('the deployment check fails on planted mistakes (node:test)', 'node', ['--test', 'scripts/deploy-check/']),
  ...caddy,
  step('frontend and shared unit tests: contracts, renderer, platform, shell, each remote (jest)', 'npx', [
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
  ]),
  step('backend unit + e2e (jest, supertest)', 'npm', ['test', '-w', 'backend']),
];
const faults = [
  // Faults on the production-shaped stack, short form (bench/faults.mjs --short; nginx, Redis, MariaDB).
  step('faults on the stack: replica, worker, Redis and MariaDB', 'node', ['scripts/test-faults.mjs']),
];
const browser = [
  step('browser journeys (Playwright, Chromium)', 'npm', ['test', '-w', 'frontends/e2e']),
  step(previousBuilds, 'npm', ['run', 'build:previous', '-w', 'frontends/e2e']),
  // After the journeys, not beside them: webpack beside Chromium slowed both several times over.
  step('version skew (N-1 shell with N remotes and back) and remote release/rollback (Playwright)', 'npm', [
    'run',
    'test:skew',
    '-w',
    'frontends/e2e',
  ]),
];
await stage([...checks, ...browser, ...faults]);
console.log('\nAll checks passed.');
