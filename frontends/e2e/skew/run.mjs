#!/usr/bin/env node
// `npm run test:skew -w frontends/e2e`: builds the N-1 shell and remotes (previous-builds.mjs), then runs the skew
// journey (skew.config.ts) and the release/rollback journey (release.config.ts), which releases the N-1 editor and
// then the current one. Expects `npm run build` done, like the main journeys. Without the history an N-1 needs (a
// shallow clone, a first commit) it fails under CI=true and says so; elsewhere it says so and skips.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NoPreviousVersion, previousBuilds } from './previous-builds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

let builds;
try {
  builds = await previousBuilds(repo);
} catch (error) {
  if (!(error instanceof NoPreviousVersion)) throw error;
  const message = `skew journey: no N-1 version to test against: ${error.message}`;
  if (process.env.CI === 'true') {
    console.error(`✖ ${message}`);
    process.exit(1);
  }
  console.warn(`⚠ SKIPPED ${message} (this fails under CI=true)`);
  process.exit(0);
}
console.log(`N-1 builds ready in ${seconds(started)}`);
for (const [app, { rev, dist }] of Object.entries(builds.apps)) {
  const file = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  const same =
    readFileSync(join(dist, file), 'utf8') === readFileSync(join(repo, 'frontends', app, 'dist', file), 'utf8');
  console.log(
    `  ${app}: N-1 = ${rev.slice(0, 7)}${same ? ` (its ${file} is the same as N's: no change reached it)` : ''}`,
  );
}

const env = {
  ...process.env,
  SKEW_OLD_SHELL_DIST: builds.apps.shell.dist,
  SKEW_OLD_REMOTES_DIR: builds.remotesDir,
  SKEW_OLD_EDITOR_DIST: builds.apps.editor.dist,
};
const playwright = (config) =>
  new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', '-c', join(here, config), ...process.argv.slice(2)], {
      cwd: join(here, '..'),
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => done(code ?? 1));
  });

let failed = 0;
for (const config of ['skew.config.ts', 'release.config.ts']) {
  const since = Date.now();
  const code = await playwright(config);
  console.log(`${config}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(since)}`);
  failed ||= code;
}
console.log(`skew + release journeys: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failed);
