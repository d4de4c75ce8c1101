// Throughput of routes side by side with autocannon, each against GET /health/live measured in the same run: on a
// machine other work loads, the ratio to the trivial route says more than req/s alone.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

const connections = Number(process.env.CONNECTIONS ?? 16);
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 2);

export const TRIVIAL = ['GET /health/live', '/health/live'];

async function once(url, headers) {
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/**
 * Measures `routes` ([title, url, headers?], GET /health/live included as TRIVIAL) in ROUNDS rounds (default 2),
 * each route in turn after a 2 s warm-up, and prints one Markdown table: mean req/s, the ratio to GET /health/live's
 * mean, latency of the last round, non-2xx answers and errors (timeouts, resets), with the machine's load average before and after.
 */
export async function compareRoutes(base, routes, title) {
  const all = [TRIVIAL, ...routes];
  const before = load();
  const results = new Map(all.map(([name]) => [name, []]));
  for (const [, path, headers = {}] of all)
    await autocannon({ url: `${base}${path}`, connections, duration: 2, headers });
  for (let round = 0; round < rounds; round++) {
    for (const [name, path, headers = {}] of all) results.get(name).push(await once(`${base}${path}`, headers));
  }
  const mean = (name) => results.get(name).reduce((sum, r) => sum + r.rps, 0) / rounds;
  const trivial = mean(TRIVIAL[0]);
  console.log(`\n${title}: ${connections} connections, ${duration} s x ${rounds} rounds, ${cpus().length} cores`);
  console.log(`load average (1/5/15 min) before ${before}, after ${load()}\n`);
  console.log('| route | req/s (mean) | ratio to /health/live | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name] of all) {
    const last = results.get(name).at(-1);
    const non2xx = results.get(name).reduce((sum, r) => sum + r.non2xx, 0);
    const errors = results.get(name).reduce((sum, r) => sum + r.errors, 0);
    const ratio = (mean(name) / trivial).toFixed(2);
    console.log(
      `| ${name} | ${Math.round(mean(name))} | ${ratio} | ${last.p50} | ${last.p99} | ${non2xx} | ${errors} |`,
    );
  }
}
