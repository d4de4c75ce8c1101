#!/usr/bin/env node
// What a browser really downloads per screen (bytes on the wire, after gzip), measured in Debian's Chromium
// against the built product: `npm run build && node bench/page-weight.mjs`. Each screen is opened in a fresh
// page with an empty cache, signed in as a premium user where the screen needs it. JavaScript and CSS are counted
// apart (issue 15's targets are JavaScript), and the scripts holding React DOM are counted (React once per page).
// SHELL_DIST_DIR=<another shell build> measures that build (e.g. an earlier commit's, for before/after figures).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buyPremium, root, signIn, startApp } from './lib/app.mjs';

const { chromium } = createRequire(join(root, 'frontends/e2e/package.json'))('playwright-core');
const app = await startApp({
  name: 'bench-weight',
  host: 'localhost',
  env: { ENABLE_TEST_ROUTES: 'true', DATABASE_URL: '', REDIS_URL: '' },
});
const { base } = app;
// Signed in, then premium through the local test checkout.
const { cookie, call } = await signIn(app, 'weight@example.com');
await buyPremium(app, call);
const [name, value] = cookie.split('=');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const screens = [
  ['/ (landing, signed out)', '/', false, 'text=Create Your Resume'],
  ['/pricing (signed out)', '/pricing', false, 'text=Choose Your Plan'],
  ['/login', '/login', false, 'text=Sign in to your account'],
  ['/resume-editor', '/resume-editor', true, 'text=My Professional Resume'],
  ['/filters', '/filters', true, 'text=Resume Filters'],
  ['/template-editor', '/template-editor', true, 'text=Save Template'],
];
// A mark only React DOM's client carries: the number of scripts holding it is the number of React DOMs loaded.
const REACT_DOM_MARK = '__reactContainer$';
const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  '| screen | requests | JS on the wire KiB | CSS KiB | all on the wire KiB | React DOM copies | load to content (ms) |\n|---|---|---|---|---|---|---|',
);
for (const [label, path, signedIn, ready] of screens) {
  const context = await browser.newContext();
  if (signedIn) await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  const started = Date.now();
  await page.goto(base + path);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  let js = 0;
  let css = 0;
  let all = 0;
  let reactDoms = 0;
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    all += responseBodySize + responseHeadersSize;
    if (/\.js(\?|$)/.test(request.url())) {
      js += responseBodySize;
      const body = await (await request.response())?.text();
      if (body?.includes(REACT_DOM_MARK)) reactDoms += 1;
    }
    if (/\.css(\?|$)/.test(request.url())) css += responseBodySize;
  }
  console.log(
    `| ${label} | ${responses.length} | ${kib(js)} | ${kib(css)} | ${kib(all)} | ${reactDoms} | ${elapsed} |`,
  );
  await context.close();
}
await browser.close();
app.stop();
process.exit(0);
