// The N-1 builds for the skew journey: for the shell and each remote, the commit before the last one that changed
// what its bundle is made of (its own folder and the shared libraries and contracts every bundle compiles from
// source), checked out with `git archive` into a folder under the system temp dir and built there
// with that commit's own webpack config against this checkout's node_modules. Builds are kept per commit, so a
// second run on the same history builds nothing.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const REMOTES = ['editor', 'share-manager', 'template-designer', 'account'];
const APPS = ['shell', ...REMOTES];
// Changes that leave every bundle as it was: docs and tests.
const NOT_BUNDLED = [':(exclude,glob)**/*.md', ':(exclude,glob)**/*.spec.*', ':(exclude,glob)**/jest.*'];

/**
 * What an app's bundle is compiled from: its folder, and every shared frontend library and the contracts, which the
 * builds take from source (so a new library is covered without a change here). Not the other apps, not the journeys.
 */
const bundledFrom = (app) => [
  'frontends',
  'contracts/src',
  ...APPS.filter((other) => other !== app).map((other) => `:(exclude)frontends/${other}`),
  ':(exclude)frontends/e2e',
];

/** Thrown when the history cannot give an N-1 (shallow clone, first commit): the caller decides skip or fail. */
export class NoPreviousVersion extends Error {}

const git = (repo, ...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

/** The commit before the last one (up to HEAD) that changed what `app`'s bundle is built from. */
export function previousRevision(repo, app) {
  if (git(repo, 'rev-parse', '--is-shallow-repository') === 'true') {
    throw new NoPreviousVersion(
      `${repo} is a shallow clone: the N-1 builds need the history (git fetch --unshallow, or clone without --depth)`,
    );
  }
  const last = git(repo, 'log', '-1', '--format=%H', 'HEAD', '--', ...bundledFrom(app), ...NOT_BUNDLED);
  if (!last) throw new NoPreviousVersion(`no commit changed the sources of ${app}: there is no earlier ${app}`);
  try {
    return git(repo, 'rev-parse', '--verify', '--quiet', `${last}^`);
  } catch {
    throw new NoPreviousVersion(`${last} (the last change of ${app}) is the first commit: there is no earlier ${app}`);
  }
}

/** The sources of `rev` in a folder of their own whose node_modules are this checkout's, but for the workspace's. */
export function checkOut(repo, rev, tree) {
  const done = join(tree, '.checked-out');
  const modules = join(tree, 'node_modules');
  if (existsSync(done)) {
    // Kept from an earlier run, maybe of another checkout (a clone in a temp folder, gone since): its links into
    // that checkout's node_modules would dangle ('npx canceled due to missing packages'). Point them here again.
    linkModules(repo, modules);
    return;
  }
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const files = ['frontends', 'contracts', 'package.json', 'tsconfig.base.json'];
  execFileSync('sh', ['-c', `git archive ${rev} ${files.join(' ')} | tar -x -C "${tree}"`], { cwd: repo });
  mkdirSync(modules, { recursive: true });
  linkModules(repo, modules);
  // The workspace's own packages come from the old commit: `@resume/platform` must be the old platform.
  const { workspaces } = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8'));
  for (const dir of workspaces) {
    if (!existsSync(join(tree, dir, 'package.json'))) continue;
    const { name } = JSON.parse(readFileSync(join(tree, dir, 'package.json'), 'utf8'));
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(join(tree, dir), join(modules, name));
  }
  writeFileSync(done, rev);
}

/** Every package of this checkout's node_modules, linked into `modules`; the workspace's own are the tree's. */
function linkModules(repo, modules) {
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry === '@resume' || entry === '.cache') continue;
    rmSync(join(modules, entry), { force: true });
    symlinkSync(join(repo, 'node_modules', entry), join(modules, entry));
  }
}

export function webpackBuild(appDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`webpack build in ${appDir} failed (exit ${code}):\n${output}`));
    });
  });
}

/** Runs the jobs, at most `limit` at a time. */
async function inParallel(jobs, limit) {
  const queue = [...jobs];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length > 0) await queue.shift()();
  });
  await Promise.all(workers);
}

/**
 * Builds (or finds built) the N-1 shell and remotes. Returns each app's commit and dist folder, and a folder laid
 * out like REMOTES_DIST_DIR (`<remote>/dist`) holding the N-1 remotes.
 */
export async function previousBuilds(repo, log = console.log) {
  const cache = join(tmpdir(), 'resume-skew-builds');
  const apps = {};
  for (const app of APPS) {
    const rev = previousRevision(repo, app);
    apps[app] = { rev, dist: join(cache, rev, 'frontends', app, 'dist') };
  }
  for (const rev of new Set(Object.values(apps).map((a) => a.rev))) checkOut(repo, rev, join(cache, rev));
  // A remote new since its N-1 commit (the account, decision 0057, until its second change) has no earlier build:
  // its N stands in, and the log says so; the older shell draws that screen itself.
  for (const remote of REMOTES) {
    if (existsSync(join(cache, apps[remote].rev, 'frontends', remote, 'webpack.config.js'))) continue;
    log(`N-1 ${remote}: none (${apps[remote].rev.slice(0, 7)} has no frontends/${remote}); its N build stands in`);
    apps[remote] = { rev: 'HEAD', dist: join(repo, 'frontends', remote, 'dist'), isNew: true };
  }

  // The mark sits beside dist/, not in it: the release journey releases an N-1 dist/ as it is.
  const built = (app) => join(cache, apps[app].rev, 'frontends', app, '.skew-built');
  const jobs = APPS.filter((app) => {
    if (apps[app].isNew) return false;
    if (!existsSync(built(app))) return true;
    log(`N-1 ${app}: ${apps[app].rev.slice(0, 7)} (built before)`);
    return false;
  }).map((app) => async () => {
    const { rev } = apps[app];
    log(`building the N-1 ${app} from ${rev.slice(0, 7)} ...`);
    const seconds = await webpackBuild(join(cache, rev, 'frontends', app));
    writeFileSync(built(app), rev);
    log(`built the N-1 ${app} from ${rev.slice(0, 7)} in ${seconds.toFixed(1)}s`);
  });
  await inParallel(jobs, Math.max(1, Math.min(2, availableParallelism())));

  const remotesDir = join(cache, 'remotes', REMOTES.map((r) => apps[r].rev.slice(0, 10)).join('-'));
  for (const remote of REMOTES) {
    const link = join(remotesDir, remote, 'dist');
    mkdirSync(join(remotesDir, remote), { recursive: true });
    rmSync(link, { force: true });
    symlinkSync(apps[remote].dist, link);
  }
  return { apps, remotesDir };
}
