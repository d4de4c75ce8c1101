#!/usr/bin/env node
// The fault script's short form in `npm test` (issue 16): the production-shaped stack (`npm run stack`: MariaDB,
// the stack's Redis, 2 APIs, 1 worker, nginx) started from the build, `bench/faults.mjs --short` against it, and
// the stack stopped whatever happened. It needs nginx, redis-server and a MariaDB reachable as MYSQL_URL says; under
// CI=true a missing one is a failure, elsewhere the step is skipped with a note.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const has = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const missing = [
  ...['nginx', 'redis-server', 'mariadb', 'mariadb-admin'].filter((c) => !has(c)),
  ...(process.env.MYSQL_URL ? [] : ['MYSQL_URL (a MariaDB the stack may restart)']),
];
if (missing.length) {
  const message = `the fault checks need ${missing.join(', ')}`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`\n! ${message}: skipped (apt-get install -y nginx; see .ci/run)`);
  process.exit(0);
}

const url = new URL(process.env.MYSQL_URL);
url.pathname = '/resume_stack_faults';
// Apart from a developer's own `npm run stack` (3500, Redis 6380, .stack/).
const env = {
  ...process.env,
  STACK_PORT: '3520',
  STACK_REDIS_URL: 'redis://127.0.0.1:6381',
  STACK_DATABASE_URL: url.toString(),
  STACK_DIR: join(root, '.stack-faults'),
};
const node = (script, args = []) =>
  spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, env, stdio: 'inherit' }).status;

let status = node('scripts/stack.mjs');
if (status === 0) status = node('bench/faults.mjs', ['--short']);
node('scripts/stack-stop.mjs');
process.exit(status ?? 1);
