// The shell's build does not depend on the account remote (decision 0057): the shell is built twice from this
// commit's sources, once as they are and once after a change to the account remote alone (a new version, a changed
// text and a new file), and the two outputs must be the same, byte for byte. Both builds run in one folder under the
// system temp dir (previous-builds.mjs's checkout: this commit's tree with this checkout's node_modules), so no path
// differs between them; webpack keeps no cache between runs here, so the second build is a build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { checkOut, webpackBuild } from './previous-builds.mjs';

/** path -> SHA-256 of every file under `dir`. */
function filesOf(dir) {
  const out = {};
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** What a team's release of the account changes: its version, a text of a screen and a new module. */
function changeTheAccountRemote(tree) {
  const app = join(tree, 'frontends/account');
  const pkgFile = join(app, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.version = `${pkg.version}-shell-unchanged-check`;
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const appFile = join(app, 'src/App.tsx');
  writeFileSync(appFile, `${readFileSync(appFile, 'utf8')}\nexport const SHELL_UNCHANGED_CHECK = 'changed';\n`);
  writeFileSync(join(app, 'src/shell-unchanged-check.ts'), "export const CHECK = 'a new module';\n");
}

/** Returns the problems found (none: the shell's output did not change). */
export async function shellUnchangedByAccount(repo, log = console.log) {
  const rev = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
  const tree = join(tmpdir(), 'resume-skew-builds', `shell-unchanged-${rev}`);
  // A fresh tree each run: the account change must not be in the first build.
  rmSync(tree, { recursive: true, force: true });
  checkOut(repo, rev, tree);
  const shell = join(tree, 'frontends/shell');
  log(`shell-unchanged: building the shell of ${rev.slice(0, 7)} ...`);
  await webpackBuild(shell);
  const before = filesOf(join(shell, 'dist'));
  changeTheAccountRemote(tree);
  log('shell-unchanged: changed the account remote (version, App.tsx, a new module); building the shell again ...');
  await webpackBuild(shell);
  const after = filesOf(join(shell, 'dist'));
  const problems = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(path in after)) problems.push(`${path}: gone after the account change`);
    else if (!(path in before)) problems.push(`${path}: new after the account change`);
    else if (before[path] !== after[path]) problems.push(`${path}: different bytes after the account change`);
  }
  log(
    problems.length === 0
      ? `shell-unchanged: the shell's ${Object.keys(after).length} files are byte-identical after the account change`
      : `shell-unchanged: the shell's output changed with the account remote alone:\n  ${problems.join('\n  ')}`,
  );
  rmSync(tree, { recursive: true, force: true });
  return problems;
}
