// Lighthouse 12 (mobile, the default simulated throttling: Slow 4G, 4x CPU) in Debian's headless Chromium, as the
// page benches run it: each URL audited `runs` times, the median run by LCP reported.
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { root } from './app.mjs';

export const lighthouseVersion = async () =>
  (await import(join(root, 'node_modules/lighthouse/package.json'), { with: { type: 'json' } })).default.version;

/** Starts Chromium; `audit(url)` gives the median run's LCP, FCP, TBT (ms), JS and total bytes and score. */
export async function startAuditor(runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  async function audit(url) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      const transferred = (type) => items.find((r) => r.resourceType === type)?.transferSize ?? 0;
      results.push({
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: transferred('script'),
        total: transferred('total'),
        score: lhr.categories.performance.score,
      });
    }
    results.sort((a, b) => a.lcp - b.lcp);
    return results[Math.floor(results.length / 2)];
  }
  return { audit, stop: () => chrome.kill() };
}
