#!/usr/bin/env node
// What visitors reach, side by side (issue 15 points 1 and 5): GET /r/{username} and GET /api/resume/{username}
// beside GET /s/{id} and GET /api/resume/shared/{id}, each with its ratio to GET /health/live in the same run (target:
// the username routes at least 0.4x). As deployed: the built API (`npx nx run backend:build` first) with
// NODE_ENV=production and no test routes; the owner's Premium plan comes from the support command (grantPlan).
// Every visit by username counts against the per-client lookup limit as in production; the bench, one client, raises
// that limit (PUBLIC_LOOKUPS_PER_WINDOW) so it measures the lookups rather than the 429s.
// `node bench/public-api.mjs`  or  `DATABASE_URL=mysql://root@127.0.0.1:3306/bench REDIS_URL=redis://127.0.0.1:6379 node bench/public-api.mjs`
// (CONNECTIONS, default 16; DURATION seconds, default 10; ROUNDS, default 2).
import { randomBytes } from 'node:crypto';
import { grantPlan, signIn, startApp } from './lib/app.mjs';
import { writeResume } from './lib/owner.mjs';
import { compareRoutes } from './lib/throughput.mjs';

const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
let app = await startApp({
  name: 'bench-public-api',
  env: { NODE_ENV: 'production', ENABLE_TEST_ROUTES: '', PUBLIC_LOOKUPS_PER_WINDOW: '1000000' },
});
const { call } = await signIn(app, email);
app = await grantPlan(app, email, 'premium');
await writeResume(call);
const link = await call('POST', '/api/share-links', {});
const { username } = await call('GET', '/api/user');

const db = process.env.DATABASE_URL ? `MariaDB${process.env.REDIS_URL ? ' + Redis' : ''}` : 'sql.js';
await compareRoutes(
  app.base,
  [
    ['GET /s/{id}', `/s/${link.shareableId}`],
    ['GET /api/resume/shared/{id}', `/api/resume/shared/${link.shareableId}`],
    ['GET /r/{username}', `/r/${username}`],
    ['GET /api/resume/{username}', `/api/resume/${username}`],
  ],
  `Public routes on ${db}, NODE_ENV=production`,
);
await app.stop();
process.exit(0);
