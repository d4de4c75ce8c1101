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
// One after the other (decision 0032, 2026-11-27 evening): the build keeps both cores busy (1.8 of 2) on its own.
await stage([...houseRules, ...build]);

// Then everything that needs the build. Stage 2: the backend suites in one lane; beside them, the other checks
// (typecheck, layer rules, deployment, unit tests) and the N-1 builds of the skew journey. The backend's three Jest
// workers keep the two cores busy only 1.55 of the time (they wait on MariaDB, Chromium and timers: 1,200 CPU
// seconds in 772 s measured on 2026-11-28), so this lane fills their gaps; no browser journey runs beside it, whose
// timing checks the load once broke (decision 0032). Stage 3: the journeys alone, then skew and release, then the
// faults (they restart MariaDB).
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
];
const backend = [step('backend unit + e2e (jest, supertest)', 'npm', ['test', '-w', 'backend'])];
const faults = [
  // Faults on the production-shaped stack, short form (bench/faults.mjs --short; nginx, Redis, MariaDB).
  step('faults on the stack: replica, worker, Redis and MariaDB', 'node', ['scripts/test-faults.mjs']),
];
const n1Builds = [step(previousBuilds, 'npm', ['run', 'build:previous', '-w', 'frontends/e2e'])];
const browser = [
  step('browser journeys (Playwright, Chromium)', 'npm', ['test', '-w', 'frontends/e2e']),
  // After the journeys, not beside them: webpack beside Chromium slowed both several times over.
  step('version skew (N-1 shell with N remotes and back) and remote release/rollback (Playwright)', 'npm', [
    'run',
    'test:skew',
    '-w',
    'frontends/e2e',
  ]),
];
await stage(backend, [...checks, ...n1Builds]);
await stage([...browser, ...faults]);
console.log('\nAll checks passed.');
