#!/usr/bin/env node
// `npm run release:remote -- <remote> [--dist <dir>] | --rollback | --list`
//   release:  build the remote (Nx; restored from its cache when nothing changed) or take --dist <dir>, copy the
//             dist/ into the release store as DATA_DIR/releases/<remote>/<version>-<content hash>/ (never rewritten),
//             and point the remotes manifest (REMOTES_MANIFEST_FILE) at it, remembering the previous pointer;
//   rollback: point the manifest back at the previous pointer;  list: the releases, and which one is live.
// DATA_DIR and REMOTES_MANIFEST_FILE are read as the backend reads them, so the running backend serves what this
// writes; the shell reads /remotes.json on every start, so no restart and no shell build is needed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mustRun } from './run.mjs';
import { nxEnv } from './nx-env.mjs';
import { ReleaseStore, releaseIdOf, releaseUrl } from './release/store.mjs';
import { currentPointer, historyOf, pointAt, pointBack } from './release/pointers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run release:remote -- <remote> [--dist <dir>] [--rollback] [--list]';

const envPath = (name, fallback) => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
};

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, rollback: { type: 'boolean' }, list: { type: 'boolean' } },
});
const remote = positionals[0];
if (
  positionals.length !== 1 ||
  (options.rollback && options.list) ||
  (options.dist && (options.rollback || options.list))
)
  fail(USAGE);

// A remote is a frontends/<name> app built with the platform's remote config (the shell is the host, not a remote).
const appDir = join(root, 'frontends', remote);
const webpackConfig = join(appDir, 'webpack.config.js');
if (
  !/^[a-z0-9-]+$/.test(remote) ||
  !existsSync(webpackConfig) ||
  !/createRemoteConfig/.test(readFileSync(webpackConfig, 'utf8'))
)
  fail(
    `"${remote}" is not a remote (a frontends/<name> folder whose webpack config uses createRemoteConfig)\n${USAGE}`,
  );

const manifestFile = envPath('REMOTES_MANIFEST_FILE', join(root, 'deploy', 'remotes', 'local.json'));
const store = new ReleaseStore(envPath('DATA_DIR', resolve(process.cwd(), 'data')));
const name = (url) => (url === null ? '(none)' : (releaseIdOf(remote, url) ?? `${url} (not a release)`));

try {
  if (options.list) list();
  else if (options.rollback) rollback();
  else await release();
} catch (error) {
  fail(error.message);
}

async function release() {
  let distDir = options.dist && resolve(process.cwd(), options.dist);
  const source = distDir ? `--dist ${distDir}` : 'build';
  if (!distDir) {
    const project = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).name;
    await mustRun(`build ${project}`, 'npx', ['nx', 'run', `${project}:build`, '--outputStyle=static'], {
      cwd: root,
      env: nxEnv,
    });
    distDir = join(appDir, 'dist');
  }
  const added = store.add(remote, distDir, { source, commit: options.dist ? null : gitCommit() });
  console.log(
    added.created
      ? `stored ${remote} ${added.id} in ${store.dir(remote, added.id)}`
      : `${remote} ${added.id} is in the store already (released ${added.meta.releasedAt ?? 'earlier'}); not copied again`,
  );
  const moved = pointAt(manifestFile, remote, added.federationName, releaseUrl(remote, added.id));
  if (!moved.changed) {
    console.log(`${manifestFile}: ${added.federationName} already points at ${added.id}; nothing changed`);
    return;
  }
  console.log(`${manifestFile}: ${added.federationName} now points at ${added.id} (was ${name(moved.from)})`);
  console.log(`roll back with: npm run release:remote -- ${remote} --rollback`);
}

function rollback() {
  const moved = pointBack(manifestFile, remote);
  console.log(`rolled back ${remote}: ${name(moved.from)} -> ${name(moved.to)}`);
  console.log(`${manifestFile} now points at ${moved.to}`);
}

function list() {
  const history = historyOf(manifestFile, remote);
  const releases = store.list(remote);
  const key = history?.key ?? releases.at(-1)?.federationName;
  const live = key ? currentPointer(manifestFile, key) : null;
  const previous = history?.previous.at(-1) ?? null;
  if (releases.length === 0) console.log(`no releases of ${remote} in ${join(store.root, remote)}`);
  for (const r of releases) {
    const url = releaseUrl(remote, r.id);
    const mark = url === live ? 'live    ' : url === previous ? 'previous' : '        ';
    console.log(`${mark}  ${r.id}  ${r.releasedAt ?? ''}  ${r.commit ?? ''}  ${r.source ?? ''}`.trimEnd());
  }
  if (live !== null && releaseIdOf(remote, live) === null) console.log(`live      ${live} (not a release)`);
  if (previous !== null && releaseIdOf(remote, previous) === null) console.log(`previous  ${previous} (not a release)`);
}

/** The commit the build came from, "+changes" when the working tree differs; null outside a git checkout. */
function gitCommit() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', join('frontends', remote), 'frontends/platform', 'contracts');
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''}`;
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
