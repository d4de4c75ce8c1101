// What every benchmark does first: start the built API (backend/dist/main.js) on a free port with a temporary
// DATA_DIR, wait for /health/ready, and sign a person in through the mail outbox.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAGIC_LINK_PATTERN, magicLinkIn, newestMailTo } from '../../test-support/outbox.cjs';
import { sendgridOutboxHandler } from '../../scripts/stack/sendgrid-outbox.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * NODE_ENV=production refuses the mail outbox (SENDGRID_API_KEY is required): a stand-in for the SendGrid API that
 * writes each message into DATA_DIR/outbox as the outbox would, so signIn() reads it the same way.
 */
async function fakeSendgrid(dataDir) {
  const server = createHttpServer(sendgridOutboxHandler(join(dataDir, 'outbox')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${server.address().port}`;
}

/**
 * Starts the built app; `env` adds to (or, with '', switches off) the inherited environment. `port` and `dataDir`
 * start it again where a stopped one was (grantPlan). `stop()` resolves once the process exited.
 */
export async function startApp({ name = 'bench', host = '127.0.0.1', env = {}, port: wanted, dataDir: kept } = {}) {
  const port = wanted ?? (await freePort());
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), `${name}-`));
  const base = `http://${host}:${port}`;
  const effective = { ...process.env, ...env };
  const mail =
    effective.NODE_ENV === 'production' && !effective.SENDGRID_API_KEY
      ? { SENDGRID_API_KEY: 'SG.bench', SENDGRID_API_URL: await fakeSendgrid(dataDir) }
      : {};
  // NODE_ENV=production also refuses the local test checkout (docs/decisions/0016-billing.md): no payments then.
  const billing =
    effective.NODE_ENV === 'production' && !effective.STRIPE_SECRET_KEY && !effective.BILLING
      ? { BILLING: 'disabled' }
      : {};
  const childEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...mail,
    ...billing,
    ...env,
  };
  // Where production does not migrate at boot, the migrate step runs first, as deployed (its own command).
  if (childEnv.NODE_ENV === 'production' && existsSync(join(root, 'backend/dist/migrate.js')))
    await runDist('migrate.js', [], childEnv);
  const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server.kill());
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => {
    server.kill();
    return exited;
  };
  return { base, dataDir, env: childEnv, server, stop, restart: () => startApp({ name, host, env, port, dataDir }) };
}

/**
 * A plan as production grants one without payments: the support command (`npm run admin -w backend -- plan ...`,
 * dist/admin-cli.js, docs/decisions/0016-billing.md) on the app's database. The embedded database lives in the
 * server's memory, so the server is stopped first and started again on the same port and DATA_DIR; sessions are
 * kept (in the database or Redis). Returns the running app.
 */
export async function grantPlan(app, email, plan) {
  await app.stop();
  await runDist('admin-cli.js', ['plan', email, plan], app.env);
  return app.restart();
}

/** Runs one of the backend's commands (dist/<script>) to its end; throws with its output if it fails. */
async function runDist(script, args, env) {
  const child = spawn(process.execPath, [join(root, 'backend/dist', script), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited ${code}: ${out.trim()}`);
}

/** Signs in through the outbox; returns the session cookie ("rb_session=...") and a JSON caller using it. */
export async function signIn({ base, dataDir }, email, headers = {}) {
  const json = { 'content-type': 'application/json', ...headers };
  await fetch(`${base}/api/auth/magic-link`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
  const mail = newestMailTo(dataDir, email, MAGIC_LINK_PATTERN);
  if (!mail) throw new Error(`no magic link to ${email} in the outbox`);
  const { token } = magicLinkIn(mail.text);
  // `confirm`: the bench is not the browser that asked (it keeps no sign-in cookie), so it presses the button.
  const verify = await fetch(`${base}/api/auth/verify-magic-link`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token, confirm: true }),
  });
  if (!verify.ok) throw new Error(`verify ${verify.status}`);
  const cookie = verify.headers
    .getSetCookie()
    .find((c) => c.startsWith('rb_session='))
    .split(';')[0];
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  return { cookie, call };
}

/**
 * Premium (monthly) through the embedded default's test checkout, as a person buys it: the catalogue's price id,
 * POST /api/create-checkout, then the local checkout's 'Complete test payment' (no STRIPE_SECRET_KEY, not production).
 */
export async function buyPremium({ base }, call) {
  const { plans } = await call('GET', '/api/billing/plans');
  const priceId = plans.find((p) => p.id === 'premium').prices.find((p) => p.interval === 'month').stripePriceId;
  const { url } = await call('POST', '/api/create-checkout', {
    priceId,
    successUrl: `${base}/pricing?success=true`,
    cancelUrl: `${base}/pricing?canceled=true`,
  });
  const session = new URL(url).searchParams.get('session');
  await call('POST', `/api/billing/test-checkout/${encodeURIComponent(session)}/complete`, {});
}
