#!/usr/bin/env node
// Throughput of GET /api/resume/shared/{id} (target: >= 2,000 req/s on the 2-core machine) with autocannon, each case
// with its ratio to GET /health/live in the same run. As deployed: the built API (`npx nx run backend:build` first)
// with NODE_ENV=production and no test routes; the owner's Premium plan (share links are paid) comes from the support
// command (grantPlan). Embedded sql.js by default; pass DATABASE_URL (and REDIS_URL) to measure the real services.
// Cases: a link without a code, a coded link with its access cookie, and the first again with gzip.
// `node bench/shared-api.mjs`  or  `DATABASE_URL=mysql://root@127.0.0.1:3306/bench REDIS_URL=redis://127.0.0.1:6379 node bench/shared-api.mjs`
// (CONNECTIONS, default 16; DURATION seconds, default 10; ROUNDS, default 2).
import { randomBytes } from 'node:crypto';
import { grantPlan, signIn, startApp } from './lib/app.mjs';
import { writeResume } from './lib/owner.mjs';
import { compareRoutes } from './lib/throughput.mjs';

const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
let app = await startApp({ name: 'bench-shared', env: { NODE_ENV: 'production', ENABLE_TEST_ROUTES: '' } });
const { call } = await signIn(app, email);
app = await grantPlan(app, email, 'premium');
await writeResume(call);
const open = await call('POST', '/api/share-links', {});
const coded = await call('POST', '/api/share-links', { securityCode: '2468' });
const unlocked = await fetch(`${app.base}/api/resume/shared/${coded.shareableId}?code=2468`);
const pass = unlocked.headers.get('set-cookie').split(';')[0];
const bytes = (await (await fetch(`${app.base}/api/resume/shared/${open.shareableId}`)).text()).length;

const db = process.env.DATABASE_URL ? `MariaDB${process.env.REDIS_URL ? ' + Redis' : ''}` : 'sql.js';
const path = `/api/resume/shared/${open.shareableId}`;
await compareRoutes(
  app.base,
  [
    ['link without a code', path],
    ['coded link, with the access cookie', `/api/resume/shared/${coded.shareableId}`, { cookie: pass }],
    ['link without a code, gzip', path, { 'accept-encoding': 'gzip' }],
  ],
  `GET /api/resume/shared/{id} on ${db}, NODE_ENV=production, body ${bytes} bytes`,
);
await app.stop();
process.exit(0);
