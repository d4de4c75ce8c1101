#!/usr/bin/env node
// Throughput of GET /api/resume/shared/{id} (target: >= 2,000 req/s on the 2-core machine) with autocannon, against
// the built API (`npm run build` first). Embedded sql.js by default; pass DATABASE_URL (and REDIS_URL) to measure the
// real services. Starts backend/dist/main.js on a free port with a temporary DATA_DIR, makes a premium owner with a
// realistic resume through the API, creates a share link, then runs autocannon (CONNECTIONS, default 16; DURATION
// seconds, default 10) on the link without a code and on a coded link with its access cookie.
// `node bench/shared-api.mjs`  or  `DATABASE_URL=mysql://root@127.0.0.1:3306/bench REDIS_URL=redis://127.0.0.1:6379 node bench/shared-api.mjs`
import autocannon from 'autocannon';
import { buyPremium, signIn, startApp } from './lib/app.mjs';

const connections = Number(process.env.CONNECTIONS ?? 16);
const duration = Number(process.env.DURATION ?? 10);
const app = await startApp({ name: 'bench-shared', env: { ENABLE_TEST_ROUTES: 'true', NODE_ENV: 'development' } });
const { base } = app;
const { call } = await signIn(app, 'bench-owner@example.com');
await buyPremium(app, call);
await call('PATCH', '/api/user', {
  name: 'Bench Owner',
  title: 'Staff Engineer',
  location: 'Berlin',
  website: 'example.com',
});
await call('PATCH', '/api/resume', { summary: 'Builds reliable systems. '.repeat(12) });
for (let i = 0; i < 6; i++) {
  await call('POST', '/api/experiences', {
    title: `Engineer ${i}`,
    company: `Company ${i}`,
    startDate: `201${i}-01`,
    description: '- Shipped things\n- Fixed things\n- Measured things',
    tags: ['backend'],
  });
  await call('POST', '/api/skills', { category: 'Technical Skills', name: `Skill ${i}`, level: 4 });
}
await call('POST', '/api/education', { degree: 'BSc', institution: 'University', startDate: '2006', endDate: '2010' });
await call('POST', '/api/projects', {
  name: 'Project',
  url: 'example.com/p',
  description: 'A project',
  tags: ['backend'],
});
const open = await call('POST', '/api/share-links', {});
const coded = await call('POST', '/api/share-links', { securityCode: '2468' });
const unlocked = await fetch(`${base}/api/resume/shared/${coded.shareableId}?code=2468`);
const pass = unlocked.headers.get('set-cookie').split(';')[0];
const bytes = (await (await fetch(`${base}/api/resume/shared/${open.shareableId}`)).text()).length;

async function run(title, url, headers = {}) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  const non2xx = r.non2xx + r.errors;
  console.log(`| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${non2xx} |`);
}

const db = process.env.DATABASE_URL ? `MariaDB${process.env.REDIS_URL ? ' + Redis' : ''}` : 'sql.js';
console.log(`\nGET /api/resume/shared/{id} on ${db}, ${connections} connections, ${duration} s, body ${bytes} bytes\n`);
console.log('| case | req/s (mean) | p50 ms | p99 ms | non-2xx/errors |\n|---|---|---|---|---|');
await run('link without a code', `${base}/api/resume/shared/${open.shareableId}`);
await run('coded link, with the access cookie', `${base}/api/resume/shared/${coded.shareableId}`, { cookie: pass });
await run('link without a code, gzip', `${base}/api/resume/shared/${open.shareableId}`, { 'accept-encoding': 'gzip' });
app.stop();
process.exit(0);
