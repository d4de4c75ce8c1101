#!/usr/bin/env node
// Builds the N-1 shell and remotes of the skew journey ahead of it (previous-builds.mjs keeps them per commit, so
// skew/run.mjs then finds them built). `npm test` runs this in its checks lane while the browser lane runs the main
// journeys, so the webpack builds are off the browser lane's path (decision 0032). Without the history an N-1 needs
// it says so and leaves the verdict to skew/run.mjs (a failure under CI=true, a skip elsewhere).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NoPreviousVersion, previousBuilds } from './previous-builds.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();
try {
  await previousBuilds(repo);
  console.log(`N-1 builds ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
} catch (error) {
  if (!(error instanceof NoPreviousVersion)) throw error;
  console.warn(`no N-1 version to build: ${error.message} (the skew journey reports it)`);
}
