// A person using the running stack (`npm run stack`): signs in through the stack's outbox, calls the API with its
// session and its own made-up client address (X-Forwarded-For, believed from nginx on the loopback), and times every
// call by route name. Shared by bench/load.mjs and bench/faults.mjs.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAGIC_LINK_PATTERN, magicLinkIn, newestMailTo } from '../../test-support/outbox.cjs';
import { apiEnv, root, stackDir, stackPorts } from '../../scripts/stack/stack-lib.mjs';

export const ports = stackPorts();
export const base = `http://127.0.0.1:${ports.proxy}`;
const outboxDir = join(stackDir, 'data');

/** Latencies (ms) and failures per route name. */
export class Timings {
  samples = new Map();
  failures = [];

  record(route, ms) {
    if (!this.samples.has(route)) this.samples.set(route, []);
    this.samples.get(route).push(ms);
  }

  fail(route, at, detail) {
    this.failures.push({ route, at, detail });
  }

  /** One row per route: count, p50, p95, p99, max. */
  table() {
    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    return [...this.samples.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, values]) => {
        const s = [...values].sort((a, b) => a - b);
        const f = (v) => Math.round(v);
        return { route, n: s.length, p50: f(pct(s, 50)), p95: f(pct(s, 95)), p99: f(pct(s, 99)), max: f(s.at(-1)) };
      });
  }
}

let clients = 0;

export class StackUser {
  constructor(email, timings) {
    this.email = email;
    this.timings = timings;
    clients += 1;
    this.address = `198.18.${Math.floor(clients / 250) % 256}.${(clients % 250) + 1}`;
    this.cookie = '';
  }

  /**
   * Times the call under `route`; a network error or a status outside `ok` is a failure (recorded, then thrown).
   * The error's `uncertain` says the write may or may not have been applied: the answer was lost (network error) or
   * was 502/503/504 from nginx or a replica.
   */
  async call(route, method, path, body, { ok = (s) => s >= 200 && s < 300, raw = false, headers = {} } = {}) {
    const started = performance.now();
    let res;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie: this.cookie,
          'x-forwarded-for': this.address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      this.timings?.fail(route, Date.now(), error.cause?.code ?? error.message);
      error.uncertain = true;
      throw error;
    }
    const payload = raw ? Buffer.from(await res.arrayBuffer()) : await res.text();
    this.timings?.record(route, performance.now() - started);
    if (!ok(res.status)) {
      const retryAfter = res.headers.get('retry-after');
      const detail = `${res.status} ${retryAfter ? `retry-after=${retryAfter} ` : ''}${String(payload).slice(0, 120)}`;
      this.timings?.fail(route, Date.now(), detail);
      throw Object.assign(new Error(`${method} ${path}: ${res.status}`), {
        status: res.status,
        uncertain: [502, 503, 504].includes(res.status),
      });
    }
    return { res, body: raw ? payload : payload ? JSON.parse(payload) : null };
  }

  async signIn() {
    await this.call('sign-in', 'POST', '/api/auth/magic-link', { email: this.email });
    const mail = await waitFor(() => newestMailTo(outboxDir, this.email, MAGIC_LINK_PATTERN));
    const { token } = magicLinkIn(mail.text);
    const { res } = await this.call('sign-in', 'POST', '/api/auth/verify-magic-link', { token, confirm: true });
    this.cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('rb_session='))
      .split(';')[0];
    return this;
  }
}

async function waitFor(read, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) throw new Error('no magic link arrived in the stack outbox');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const run = promisify(execFile);

/** Premium for `email`, as support grants it (`npm run admin -w backend -- plan ...`): payments are off on the stack. */
export async function grantPremium(email) {
  await run(process.execPath, [join(root, 'backend/dist/admin-cli.js'), 'plan', email, 'premium', 'active'], {
    env: apiEnv(ports),
  });
}

export function printTable(rows) {
  console.log('| route | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.route} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}
