#!/usr/bin/env node
// Session check and sign-in cost on the built API (embedded sql.js by default; pass DATABASE_URL/REDIS_URL to
// measure the real services). Starts backend/dist/main.js on a free port with a temporary DATA_DIR, signs in
// through the outbox, then:
//   - GET /api/user with the session cookie, 16 concurrent clients for 5 s: requests/s, p50, p95, p99
//   - the full magic-link round trip (request + verify), sequentially: p50 per sign-in
// `npm run build && node bench/auth-latency.mjs`
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const freePort = () => new Promise((r) => { const s = createServer().listen(0, () => { const p = s.address().port; s.close(() => r(p)); }); });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  env: { ...process.env, PORT: String(port), APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill());

for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/health/ready`)).ok) break; } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

let client = 0;
async function signIn(email) {
  const ip = `10.0.${(client >> 8) & 255}.${client++ & 255}`; // a client each, as behind a proxy
  await fetch(`${base}/api/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email }) });
  const outbox = join(dataDir, 'outbox');
  const file = readdirSync(outbox).sort().reverse().find((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')).to === email);
  const token = JSON.parse(readFileSync(join(outbox, file), 'utf8')).text.match(/token=([\w-]+)/)[1];
  const res = await fetch(`${base}/api/auth/verify-magic-link`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ token }) });
  if (!res.ok) throw new Error(`verify ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const signIns = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  await signIn(`bench${i}@example.com`);
  signIns.push(performance.now() - t);
}
signIns.sort((a, b) => a - b);

const cookie = await signIn('bench-user@example.com');
const latencies = [];
const until = performance.now() + 5000;
await Promise.all(Array.from({ length: 16 }, async () => {
  while (performance.now() < until) {
    const t = performance.now();
    const res = await fetch(`${base}/api/user`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/user ${res.status}`);
    latencies.push(performance.now() - t);
  }
}));
latencies.sort((a, b) => a - b);

const db = process.env.DATABASE_URL ? 'MySQL' : 'sql.js';
const sessions = process.env.REDIS_URL ? 'Redis' : db;
console.log(`database ${db}, sessions in ${sessions}`);
console.log(`GET /api/user (16 concurrent, 5 s): ${(latencies.length / 5).toFixed(0)} req/s, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`);
console.log(`sign-in round trip (request link + verify, sequential, 30): p50 ${pct(signIns, 50).toFixed(1)} ms, p95 ${pct(signIns, 95).toFixed(1)} ms`);
server.kill();
process.exit(0);
