#!/usr/bin/env node
// `npm run test:skew -w frontends/e2e`: builds the N-1 shell and remotes (previous-builds.mjs) and runs the skew
// journey (skew.config.ts), then the release/rollback journey (release.config.ts), then proves the shell's build is
// byte-identical when only the account remote changes (shell-unchanged.mjs). Expects `npm run build` done, like
// the main journeys. Without the history an N-1 needs (a shallow clone, a first commit) the skew journey fails under
// CI=true and says why; elsewhere it says why and is skipped (the release journey still runs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NoPreviousVersion, previousBuilds } from './previous-builds.mjs';
import { shellUnchangedByAccount } from './shell-unchanged.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

function playwright(config, env) {
  return new Promise((done) => {
    const since = Date.now();
    const child = spawn('npx', ['playwright', 'test', '-c', join(here, config), ...process.argv.slice(2)], {
      cwd: join(here, '..'),
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      console.log(`${config}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(since)}`);
      done(code ?? 1);
    });
  });
}

async function skewJourney() {
  let builds;
  try {
    builds = await previousBuilds(repo);
  } catch (error) {
    if (!(error instanceof NoPreviousVersion)) throw error;
    const message = `skew journey: no N-1 version to test against: ${error.message}`;
    if (process.env.CI === 'true') {
      console.error(`✖ ${message}`);
      return 1;
    }
    console.warn(`⚠ SKIPPED ${message} (this fails under CI=true)`);
    return 0;
  }
  console.log(`N-1 builds ready in ${seconds(started)}`);
  for (const [app, { rev, dist }] of Object.entries(builds.apps)) {
    const file = app === 'shell' ? 'index.html' : 'mf-manifest.json';
    const current = readFileSync(join(repo, 'frontends', app, 'dist', file), 'utf8');
    const same = readFileSync(join(dist, file), 'utf8') === current;
    console.log(`  ${app}: N-1 = ${rev.slice(0, 7)}${same ? ` (its ${file} is N's: no change reached it)` : ''}`);
  }
  return playwright('skew.config.ts', {
    SKEW_OLD_SHELL_DIST: builds.apps.shell.dist,
    SKEW_OLD_REMOTES_DIR: builds.remotesDir,
  });
}

const skew = await skewJourney();
const release = await playwright('release.config.ts', {});
const shellUnchanged = (await shellUnchangedByAccount(repo)).length === 0 ? 0 : 1;
const failed = skew || release || shellUnchanged;
console.log(`skew + release journeys: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failed);
