#!/usr/bin/env node
// Load on the production-shaped stack (issue 16 point 4): EDITORS (default 100) signed-in people editing at once for
// DURATION seconds (default 60) through nginx and the 2 API replicas: edit the summary, add, edit, reorder and delete
// experiences, read the complete resume, open shared pages (OWNERS premium people each share one link), and now
// and then export a PDF (one started every PDF_EVERY_MS across everyone, default 1500). Then every acknowledged
// write is read back. Prints p95 per route, errors and lost writes; exits 1 when either is not 0 or the PDF p95
// is over 2 s. `npm run build && npm run stack`, then `node bench/load.mjs`; `npm run stack:stop` after.
import { EditorSession } from './lib/editor-session.mjs';
import { base, grantPremium, printTable, StackUser, Timings } from './lib/stack-client.mjs';

const EDITORS = Number(process.env.EDITORS ?? 100);
const OWNERS = Math.min(EDITORS, Number(process.env.OWNERS ?? 10));
const DURATION_MS = Number(process.env.DURATION ?? 60) * 1000;
const PDF_EVERY_MS = Number(process.env.PDF_EVERY_MS ?? 1500);
const THINK_MS = Number(process.env.THINK_MS ?? 300);

if (!(await fetch(`${base}/health/ready`).catch(() => null))?.ok) {
  console.error(`the stack does not answer at ${base}: npm run build && npm run stack`);
  process.exit(1);
}

const timings = new Timings();
const run = Date.now().toString(36);
console.log(`signing in ${EDITORS} editors (${OWNERS} premium, each sharing a link) ...`);
const sessions = [];
for (let batch = 0; batch < EDITORS; batch += 10) {
  const made = await Promise.all(
    Array.from({ length: Math.min(10, EDITORS - batch) }, async (_, i) => {
      const user = await new StackUser(`load-${run}-${batch + i}@example.com`, new Timings()).signIn();
      const session = new EditorSession(user);
      await session.seed();
      return session;
    }),
  );
  sessions.push(...made);
}
const shareIds = [];
for (const session of sessions.slice(0, OWNERS)) {
  await grantPremium(session.user.email);
  const { body } = await session.user.call('setup', 'POST', '/api/share-links', {});
  shareIds.push(body.shareableId);
}
// The worker's first PDF starts Chromium; people after that meet a warm printer.
await sessions[0].exportPdf();
for (const session of sessions) session.user.timings = timings;

let nextPdfAt = Date.now();
const ACTIONS = [
  [20, (s) => s.read()],
  [15, (s) => s.editSummary()],
  [15, (s) => s.add()],
  [15, (s) => s.edit()],
  [10, (s) => s.remove()],
  [10, (s) => s.reorder()],
  [15, (s) => s.user.call('GET /s/{id}', 'GET', `/s/${shareIds[Math.floor(Math.random() * shareIds.length)]}`)],
];
const WEIGHT = ACTIONS.reduce((sum, [w]) => sum + w, 0);

async function act(session) {
  if (Date.now() >= nextPdfAt) {
    nextPdfAt += PDF_EVERY_MS;
    return session.exportPdf();
  }
  let roll = Math.random() * WEIGHT;
  for (const [weight, action] of ACTIONS) if ((roll -= weight) < 0) return action(session);
}

console.log(`${EDITORS} editors for ${DURATION_MS / 1000} s against ${base} ...`);
const started = Date.now();
const end = started + DURATION_MS;
await Promise.all(
  sessions.map(async (session) => {
    while (Date.now() < end) {
      await act(session).catch(() => {}); // recorded in timings
      await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
    }
  }),
);
const seconds = (Date.now() - started) / 1000;

const lost = [];
for (const session of sessions) {
  const problems = await session.verify();
  if (problems.length) lost.push({ email: session.user.email, problems });
}

const rows = timings.table().filter((r) => r.route !== 'verify');
const requests = rows.reduce((sum, r) => sum + r.n, 0);
const acknowledged = sessions.reduce((sum, s) => sum + s.acknowledged, 0);
printTable(rows);
const pdf = rows.find((r) => r.route === 'POST /api/generate-pdf');
console.log(
  `\n${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} req/s); ` +
    `${timings.failures.length} errors; ${acknowledged} acknowledged writes, ${lost.length} people with lost writes; ` +
    `PDF p95 ${pdf?.p95 ?? '-'} ms over ${pdf?.n ?? 0} exports`,
);
for (const f of timings.failures.slice(0, 10)) console.log(`  error ${f.route}: ${f.detail}`);
for (const l of lost.slice(0, 10)) console.log(`  lost ${l.email}: ${l.problems.join('; ')}`);
process.exit(timings.failures.length === 0 && lost.length === 0 && (pdf?.p95 ?? 0) < 2000 ? 0 : 1);
