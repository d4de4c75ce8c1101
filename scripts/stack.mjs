#!/usr/bin/env node
// `npm run stack`: the product as production runs it, on one machine without containers (issue 16 point 3):
// MariaDB and Redis (started if they are not running, else reused), the migrations run once, 2 API processes and
// 1 PDF worker from the build (NODE_ENV=production), and Debian's nginx in front on one port, retrying a request on
// the other API when a connection fails. `npm run stack:stop` stops what this started, by pid (state in .stack/).
// Mail goes to a stand-in for the SendGrid API that writes .stack/data/outbox (the load and fault scripts sign in
// from it); payments are off (BILLING=disabled): plans are given with the admin command, as support would.
// `npm run build` first. STACK_PORT (default 3500) is the one URL; the APIs listen on the next two ports.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_COUNT,
  apiEnv,
  ensureMariaDb,
  ensureRedis,
  readState,
  runningPidOf,
  root,
  spawnLogged,
  stackDir,
  stackPorts,
  waitForHttp,
  writeState,
} from './stack/stack-lib.mjs';
import { nginxConfig } from './stack/nginx-config.mjs';

const dist = join(root, 'backend/dist');
for (const file of ['main.js', 'worker.js', 'migrate.js', 'admin-cli.js'])
  if (!existsSync(join(dist, file))) throw new Error(`backend/dist/${file} is missing: run \`npm run build\` first`);

const previous = readState();
if (previous?.started.some(runningPidOf)) {
  console.log('The stack is already running (npm run stack:stop first); state in .stack/state.json');
  process.exit(0);
}
if (previous) console.log('none of the processes in .stack/state.json runs any more (a reboot?): starting afresh');
mkdirSync(join(stackDir, 'logs'), { recursive: true });
mkdirSync(join(stackDir, 'data'), { recursive: true });

const state = { started: [], ports: stackPorts() };
const save = () => writeState(state);

try {
  state.started.push(...(await ensureMariaDb()), ...(await ensureRedis()));
  save();

  const sendgrid = spawnLogged('fake-sendgrid', process.execPath, [join(root, 'scripts/stack/fake-sendgrid.mjs')], {
    SENDGRID_FAKE_PORT: String(state.ports.sendgrid),
    OUTBOX_DIR: join(stackDir, 'data/outbox'),
  });
  state.started.push({ name: 'fake-sendgrid', pid: sendgrid.pid });
  save();
  await waitForHttp(`http://127.0.0.1:${state.ports.sendgrid}/health`);

  console.log('migrating once: npm run migrate -w backend');
  execFileSync(process.execPath, [join(dist, 'migrate.js')], { env: apiEnv(state.ports), stdio: 'inherit' });

  for (let i = 0; i < API_COUNT; i++) {
    const port = state.ports.apis[i];
    const api = spawnLogged(`api-${i + 1}`, process.execPath, [join(dist, 'main.js')], {
      ...apiEnv(state.ports),
      PORT: String(port),
    });
    state.started.push({ name: `api-${i + 1}`, pid: api.pid, port });
    save();
  }
  const worker = spawnLogged('worker', process.execPath, [join(dist, 'worker.js')], apiEnv(state.ports));
  state.started.push({ name: 'worker', pid: worker.pid });
  save();
  for (const port of state.ports.apis) await waitForHttp(`http://127.0.0.1:${port}/health/ready`, 60_000);

  const conf = join(stackDir, 'nginx.conf');
  mkdirSync(join(stackDir, 'nginx-tmp'), { recursive: true });
  writeFileSync(conf, nginxConfig(stackDir, state.ports));
  execFileSync('nginx', ['-e', join(stackDir, 'logs/nginx-error.log'), '-p', stackDir, '-c', conf], {
    stdio: 'inherit',
  });
  state.started.push({ name: 'nginx', pidFile: join(stackDir, 'nginx.pid') });
  save();
  await waitForHttp(`http://127.0.0.1:${state.ports.proxy}/health/ready`);
  console.log(
    `stack up: http://localhost:${state.ports.proxy} (APIs on ${state.ports.apis.join(', ')}, 1 worker, nginx); ` +
      'logs in .stack/logs; stop with `npm run stack:stop`',
  );
} catch (error) {
  console.error(`the stack did not start: ${error instanceof Error ? error.message : error}`);
  console.error('stopping what was started (npm run stack:stop)');
  execFileSync(process.execPath, [join(root, 'scripts/stack-stop.mjs')], { stdio: 'inherit' });
  process.exit(1);
}
