// Shared by `npm run stack`, `npm run stack:stop` and the load and fault scripts: where the stack keeps its state,
// its ports and environment, and how its processes are started and awaited.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const stackDir = process.env.STACK_DIR ?? join(root, '.stack');
export const API_COUNT = 2;
const stateFile = () => join(stackDir, 'state.json');

export function stackPorts() {
  const proxy = Number(process.env.STACK_PORT ?? 3500);
  return {
    proxy,
    apis: Array.from({ length: API_COUNT }, (_, i) => proxy + 1 + i),
    sendgrid: proxy + 1 + API_COUNT,
  };
}

export const databaseUrl = () => process.env.STACK_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/resume_stack';
/**
 * The stack's own Redis (port 6380, append-only file fsynced on every write, in .stack/redis) unless STACK_REDIS_URL
 * names another: sessions and queued PDF jobs survive a Redis restart, as with a production Redis, and the fault
 * script can restart it without touching the machine's Redis on 6379.
 */
export const redisUrl = () => process.env.STACK_REDIS_URL ?? 'redis://127.0.0.1:6380';

/** One secret for every replica (a share code's access cookie must verify on either API), kept across restarts. */
function accessCookieSecret() {
  const file = join(stackDir, 'access-cookie.secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** What every API replica, the worker and the migrate step run with: production, the real services, no payments. */
export function apiEnv(ports) {
  // A METRICS_PORT of the caller's would be taken by the first replica and stop the second.
  const { METRICS_PORT: _metricsPort, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    APP_URL: `http://localhost:${ports.proxy}`,
    DATABASE_URL: databaseUrl(),
    REDIS_URL: redisUrl(),
    REDIS_KEY_PREFIX: 'stack:',
    DATA_DIR: join(stackDir, 'data'),
    TRUST_PROXY: 'loopback',
    PDF_WORKER_IN_API: 'false',
    SENDGRID_API_KEY: 'SG.stack',
    SENDGRID_API_URL: `http://127.0.0.1:${ports.sendgrid}`,
    BILLING: 'disabled',
    ACCESS_COOKIE_SECRET: accessCookieSecret(),
    LOG_LEVEL: process.env.STACK_LOG_LEVEL ?? 'warn',
  };
}

export function readState() {
  return existsSync(stateFile()) ? JSON.parse(readFileSync(stateFile(), 'utf8')) : null;
}

export function writeState(state) {
  writeFileSync(stateFile(), JSON.stringify(state, null, 2));
}

export function clearState() {
  rmSync(stateFile(), { force: true });
}

/** A detached process whose output goes to .stack/logs/{name}.log; it outlives this script. */
export function spawnLogged(name, command, args, env) {
  const log = openSync(join(stackDir, 'logs', `${name}.log`), 'a');
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child;
}

export async function waitForHttp(url, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function waitForPort(port, what, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (Date.now() > end) throw new Error(`${what} did not start on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** MariaDB on the URL's port: reused when it answers, else started (and remembered, so stop ends it); the database made. */
export async function ensureMariaDb() {
  const url = new URL(databaseUrl());
  const port = Number(url.port || 3306);
  const started = [];
  if (!(await portOpen(port))) {
    const pidFile = join(stackDir, 'mariadb.pid');
    execFileSync('start-stop-daemon', [
      '--start',
      '--background',
      '--make-pidfile',
      '--pidfile',
      pidFile,
      '--exec',
      '/usr/sbin/mariadbd',
      '--',
      '--user=mysql',
      `--port=${port}`,
    ]);
    await waitForPort(port, 'MariaDB');
    started.push({ name: 'mariadb', pidFile });
  }
  const db = url.pathname.slice(1);
  const credentials = ['--protocol=tcp', `-h${url.hostname}`, `-P${port}`, `-u${decodeURIComponent(url.username)}`];
  if (url.password) credentials.push(`-p${decodeURIComponent(url.password)}`);
  execFileSync('mariadb', [...credentials, '-e', `CREATE DATABASE IF NOT EXISTS \`${db}\``]);
  return started;
}

/** Starts the stack's Redis (see redisUrl) and waits for it; its pid file is .stack/redis.pid. */
export async function startRedis() {
  const port = Number(new URL(redisUrl()).port || 6379);
  const dir = join(stackDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = join(stackDir, 'redis.pid');
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--pidfile',
    pidFile,
  ]);
  await waitForPort(port, 'Redis');
  return { name: 'redis', pidFile };
}

/** Redis on the URL's port: reused when it answers, else started (and remembered, so stop ends it). */
export async function ensureRedis() {
  const port = Number(new URL(redisUrl()).port || 6379);
  if (await portOpen(port)) return [];
  return [await startRedis()];
}

/** The pid of a started entry: its own, or the one its pid file holds. */
export function pidOf(entry) {
  if (entry.pid) return entry.pid;
  try {
    return Number(readFileSync(entry.pidFile, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A word of each started process's command line (process names as `npm run stack` gives them). */
const COMMAND_WORDS = {
  mariadb: 'mariadbd',
  redis: 'redis-server',
  nginx: 'nginx',
  'fake-sendgrid': 'fake-sendgrid.mjs',
  worker: 'worker.js',
};
const commandWord = (name) => COMMAND_WORDS[name] ?? (name.startsWith('api-') ? 'main.js' : name);

/**
 * The pid of a started entry while that process still runs. A pid from an earlier boot (a state file left by a
 * machine that went down) may now belong to anything: it counts only if its command line is the one started.
 */
export function runningPidOf(entry) {
  const pid = pidOf(entry);
  if (!pid || !alive(pid)) return null;
  let commandLine;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return pid; // no /proc here: the pid is all there is to go by
  }
  return commandLine.includes(commandWord(entry.name)) ? pid : null;
}
