#!/usr/bin/env node
// Session check and sign-in cost on the built API (embedded sql.js by default; pass DATABASE_URL/REDIS_URL to
// measure the real services). Starts backend/dist/main.js on a free port with a temporary DATA_DIR, signs in
// through the outbox, then:
//   - GET /api/user with the session cookie, 16 concurrent clients for 5 s: requests/s, p50, p95, p99
//   - the full magic-link round trip (request + verify), sequentially: p50 per sign-in
// `npm run build && node bench/auth-latency.mjs`
import { signIn as signInApp, startApp } from './lib/app.mjs';

const app = await startApp({ name: 'bench-auth', env: { TRUST_PROXY: 'loopback' } });
let client = 0;
async function signIn(email) {
  const ip = `10.0.${(client >> 8) & 255}.${client++ & 255}`; // a client each, as behind a proxy
  return (await signInApp(app, email, { 'x-forwarded-for': ip })).cookie;
}
const base = app.base;

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
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const res = await fetch(`${base}/api/user`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/user ${res.status}`);
      latencies.push(performance.now() - t);
    }
  }),
);
latencies.sort((a, b) => a - b);

const db = process.env.DATABASE_URL ? 'MySQL' : 'sql.js';
const sessions = process.env.REDIS_URL ? 'Redis' : db;
console.log(`database ${db}, sessions in ${sessions}`);
console.log(
  `GET /api/user (16 concurrent, 5 s): ${(latencies.length / 5).toFixed(0)} req/s, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`,
);
console.log(
  `sign-in round trip (request link + verify, sequential, 30): p50 ${pct(signIns, 50).toFixed(1)} ms, p95 ${pct(signIns, 95).toFixed(1)} ms`,
);
app.stop();
process.exit(0);
