import type { INestApplication } from '@nestjs/common';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { QueueRegistry } from '../src/infrastructure/admin/queue-registry';
import { magicLinkIn, newestMailTo } from '../../test-support/outbox.cjs';
import { provision, type Target } from './support/targets';
import { APP_URL, browserCookie, freshEmail, freshIp, sessionCookie } from './support/test-app';

/**
 * Logs, request ids and metrics as ops see them (docs/decisions/0029-observability.md): the API's JSON lines go to
 * a stream the test reads, the worker's to its stdout; /metrics is scraped like Prometheus would.
 */

type Line = Record<string, unknown> & { msg?: string; requestId?: string };

/** A pino destination keeping every JSON line written to it. */
function logCapture() {
  const lines: Line[] = [];
  let text = '';
  return {
    lines,
    text: () => text,
    write(chunk: string) {
      text += chunk;
      for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
    },
  };
}

const ADMIN = { ADMIN_USER: 'ops', ADMIN_PASSWORD: 'metrics-secret' };
const adminAuth = `Basic ${Buffer.from('ops:metrics-secret').toString('base64')}`;

interface SignedIn {
  email: string;
  token: string;
  browser: string;
  session: string;
}

/** The real sign-in: a magic link to the outbox, verified by the browser that asked for it. */
async function signIn(app: INestApplication, dataDir: string, email = freshEmail('observed')): Promise<SignedIn> {
  const asked = await request(app.getHttpServer())
    .post('/api/auth/magic-link')
    .set('X-Forwarded-For', freshIp())
    .send({ email })
    .expect(200);
  const browser = browserCookie(asked.headers['set-cookie']);
  const token = magicLinkIn(newestMailTo(dataDir, email)!.text)!.token;
  const verified = await request(app.getHttpServer())
    .post('/api/auth/verify-magic-link')
    .set('X-Forwarded-For', freshIp())
    .set('Cookie', browser)
    .send({ token })
    .expect(200);
  return { email, token, browser, session: sessionCookie(verified.headers['set-cookie']) };
}

const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** The samples of Prometheus' text format: name, labels, value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return {
        name,
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
        value: Number(value),
      };
    });
}

/** The value of the one sample with this name and these labels (and any others); undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('observability (sql.js, PDFs printed in the API process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-observe-'));
  const log = logCapture();
  let app: INestApplication;
  let user: SignedIn;
  let askedForLink: request.Response;

  beforeAll(async () => {
    app = await createApp({
      // The suite signs in, then asks for a second link for the same address at once: one mail a minute would
      // answer the second with no mail, and this suite reads the mail's log line (decision 0033).
      env: {
        APP_URL,
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'log',
        LOG_FORMAT: 'json',
        SIGN_IN_MAIL_INTERVAL_MS: '0',
        ...ADMIN,
      },
      logDestination: log,
    });
    user = await signIn(app, dataDir);
    askedForLink = await request(app.getHttpServer())
      .post('/api/auth/magic-link')
      .set('X-Forwarded-For', freshIp())
      .set('X-Request-Id', 'ask-link-1')
      .send({ email: user.email })
      .expect(200);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const http = () => request(app.getHttpServer());
  const lineOf = (requestId: string) =>
    log.lines.find((l) => l.requestId === requestId && l.msg === 'request completed');

  it('logs one JSON line per request with its id, method, route pattern, status and time, and answers the id', async () => {
    const res = await http().get('/api/user').set('Cookie', user.session).set('X-Request-Id', 'req-user-1').expect(200);
    expect(res.headers['x-request-id']).toBe('req-user-1');
    expect(lineOf('req-user-1')).toEqual(
      expect.objectContaining({
        level: 'info',
        service: 'api',
        method: 'GET',
        route: '/api/user',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
  });

  it('makes up an id when the request has none, or one that is no id', async () => {
    for (const sent of [undefined, 'two words', 'x'.repeat(129)]) {
      const req = http().get('/api/user');
      if (sent) req.set('X-Request-Id', sent);
      const res = await req.expect(401);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(lineOf(id)).toEqual(expect.objectContaining({ route: '/api/user', status: 401 }));
    }
  });

  it("labels a request with an id by its route's pattern, never the id", async () => {
    const created = await http()
      .post('/api/experiences')
      .set('Cookie', user.session)
      .set('X-Request-Id', 'req-create-1')
      .send({ title: 'Engineer', company: 'Acme', startDate: '2020-01' })
      .expect(201);
    const id = created.body.id as string;
    await http()
      .patch(`/api/experiences/${id}`)
      .set('Cookie', user.session)
      .set('X-Request-Id', 'req-patch-1')
      .send({ title: 'Lead engineer' })
      .expect(200);
    expect(lineOf('req-patch-1')).toEqual(
      expect.objectContaining({ method: 'PATCH', route: '/api/experiences/:id', status: 200 }),
    );
    expect(log.text()).not.toContain(id);
  });

  it("carries the request's id into the lines logged while handling it, with e-mail addresses and tokens scrubbed", () => {
    const mailLine = log.lines.find((l) => l.requestId === 'ask-link-1' && l.msg?.startsWith('Mail to'));
    expect(mailLine).toEqual(expect.objectContaining({ context: 'Mail', level: 'info', service: 'api' }));
    expect(mailLine!.msg).toContain('Mail to [email]');
    expect(mailLine!.msg).toContain('token=[redacted]');
    expect(askedForLink.headers['x-request-id']).toBe('ask-link-1');
  });

  it('never logs a cookie, an e-mail address, a sign-in token or a body', async () => {
    await http().patch('/api/user').set('Cookie', user.session).send({ name: 'Observed Person', phone: '+1 555 0100' });
    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(5);
    for (const secret of [user.email, user.token, cookieValue(user.session), cookieValue(user.browser)])
      expect(text).not.toContain(secret);
    for (const personal of ['Observed Person', '555 0100', 'Engineer', 'Acme']) expect(text).not.toContain(personal);
    expect(text).not.toMatch(/"(cookie|authorization|set-cookie)"/i);
  });

  it('serves Prometheus metrics at /metrics to the admin credentials only', async () => {
    await http().get('/metrics').expect(401);
    await http().get('/metrics').set('Authorization', 'Basic b3BzOndyb25n').expect(401);
    const res = await http().get('/metrics').set('Authorization', adminAuth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    const api = { service: 'api' };
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        ...api,
        method: 'GET',
        route: '/api/user',
        status_code: '200',
      }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        method: 'PATCH',
        route: '/api/experiences/:id',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    // Every route label is a pattern: no id, username or code in any series.
    const routes = new Set(
      samples(text)
        .map((s) => s.labels.route)
        .filter(Boolean),
    );
    for (const route of routes) expect(route).toMatch(/^(\/[a-z.-]*|\/:[a-zA-Z]+)+$|^\(other\)$/);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(sample(text, 'queue_jobs', { ...api, queue: 'pdf', state })).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds', api)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds', api)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_user_seconds_total', api)).toBeGreaterThan(0);
    // sql.js has no pool: the gauge has no series rather than made-up numbers.
    expect(samples(text).filter((s) => s.name === 'db_pool_connections')).toEqual([]);
  });

  it('counts a printed PDF by outcome and time', async () => {
    const complete = await http().get('/api/complete-resume').set('Cookie', user.session).expect(200);
    await http()
      .post('/api/generate-pdf')
      .set('Cookie', user.session)
      .send({ resumeId: complete.body.resume.id, filterId: null, templateId: null })
      .expect(200);
    const res = await http().get('/metrics').set('Authorization', adminAuth).expect(200);
    expect(sample(res.text, 'pdf_job_duration_seconds_count', { service: 'api', outcome: 'completed' })).toBe(1);
    expect(sample(res.text, 'pdf_job_duration_seconds_count', { service: 'api', outcome: 'failed' })).toBeUndefined();
  });

  it('answers 404 at /metrics when no admin credentials are configured', async () => {
    const bare = await createApp({ env: { APP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'error' } });
    try {
      await request(bare.getHttpServer()).get('/metrics').set('Accept', '*/*').expect(404);
    } finally {
      await bare.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const runWithRedis = redisUrl || process.env.CI === 'true' ? describe : describe.skip;

/** A port nobody listens on, for the worker's METRICS_PORT. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

runWithRedis('observability across processes (Redis queue, the PDF worker process)', () => {
  const target: Target = { name: 'Redis', database: process.env.MYSQL_URL ? 'mariadb' : 'sqljs', redis: true };
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-observe-'));
  const apiLog = logCapture();
  const workerLines: Line[] = [];
  let worker: ChildProcess;
  let app: INestApplication;
  let release = async () => {};
  let metricsPort = 0;

  const workerLine = (match: (line: Line) => boolean, ms = 30_000) =>
    new Promise<Line>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such worker line')), ms);
      const check = () => {
        const found = workerLines.find(match);
        if (!found) return false;
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      if (!check()) worker.stdout!.on('data', () => setImmediate(check));
    });

  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL must be set when CI=true (the worker suite cannot run without it)');
    const resources = await provision(target);
    release = resources.release;
    metricsPort = await freePort();
    const env = {
      APP_URL,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
      PDF_WORKER_IN_API: 'false',
      ...ADMIN,
      ...resources.env,
    };
    app = await createApp({ env, logDestination: apiLog });
    worker = spawn(
      process.execPath,
      ['-r', join(__dirname, 'support', 'ts-register.js'), join(__dirname, '..', 'src', 'worker.ts')],
      {
        env: { ...process.env, ...env, NODE_ENV: 'test', METRICS_PORT: String(metricsPort) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let partial = '';
    worker.stdout!.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete.filter(Boolean)) workerLines.push(JSON.parse(line) as Line);
    });
    await workerLine((l) => l.msg === 'PDF worker ready', 60_000);
  }, 90_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await app?.close();
    await release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs the worker's lines for a PDF job with the id of the request that queued it", async () => {
    const user = await signIn(app, dataDir);
    const complete = await request(app.getHttpServer()).get('/api/complete-resume').set('Cookie', user.session);
    await request(app.getHttpServer())
      .post('/api/generate-pdf')
      .set('Cookie', user.session)
      .set('X-Request-Id', 'req-pdf-worker-1')
      .send({ resumeId: complete.body.resume.id, filterId: null, templateId: null })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const printed = await workerLine((l) => l.requestId === 'req-pdf-worker-1');
    expect(printed).toEqual(
      expect.objectContaining({
        service: 'worker',
        context: 'BullPdfProcessor',
        jobId: expect.stringMatching(/^pdf-[0-9a-f]{40}$/),
        msg: expect.stringMatching(/^PDF job printed in \d+ ms \(\d+ bytes\)$/),
      }),
    );
    const apiLine = apiLog.lines.find((l) => l.requestId === 'req-pdf-worker-1' && l.msg === 'request completed');
    expect(apiLine).toEqual(expect.objectContaining({ route: '/api/generate-pdf', status: 200 }));
    expect(JSON.stringify(workerLines)).not.toContain(user.email);
  });

  it('shows every queue of the app on the Bull Board (the PDF queue: mail and domain checks are no queues)', async () => {
    const registered = app
      .get(QueueRegistry)
      .entries()
      .map(([name]) => name);
    expect(registered).toEqual(['pdf']);
    const board = await request(app.getHttpServer())
      .get('/admin/queues/api/queues')
      .set('Authorization', adminAuth)
      .expect(200);
    expect((board.body.queues as { name: string }[]).map((q) => q.name)).toEqual(registered);
  });

  it("exposes the worker's PDF job metrics on its METRICS_PORT and the queue's depth on the API", async () => {
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    const worker = { service: 'worker' };
    expect(sample(text, 'pdf_job_duration_seconds_count', { ...worker, outcome: 'completed' })).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds', worker)).toBeGreaterThanOrEqual(0);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);

    const api = await request(app.getHttpServer()).get('/metrics').set('Authorization', adminAuth).expect(200);
    // The one job is done (this app's own key prefix): nothing waits, runs, waits for later or failed.
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect([state, sample(api.text, 'queue_jobs', { service: 'api', queue: 'pdf', state })]).toEqual([state, 0]);
    if (target.database === 'mariadb') {
      expect(sample(api.text, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(api.text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(api.text, 'db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    }
  });
});
