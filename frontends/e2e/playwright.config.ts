import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM } from './chromium';

/**
 * Journeys run against the product started by `npm start` itself (backend, shell and remotes on one port,
 * embedded sql.js and the mail outbox) in Debian's Chromium. `npm test` builds first, so `npm start` finds
 * everything built and starts at once. Workers inherit process.env, so the data
 * folder chosen here once is the one the tests read the outbox from.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'resume-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** Subdomains are `{name}.resumes.test` (APP_DOMAIN); custom domains in the journeys end in .example.org. */
export const APP_DOMAIN = 'resumes.test';
/** The journeys' DNS server (test-support/fake-dns.cjs) listens here (UDP); the app asks it for the domains' TXT records. */
process.env.E2E_DNS_PORT ??= String(port + 1);
const repo = resolve(__dirname, '../..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Files spread over two workers, a file's tests in order on one (domains.spec.ts holds the one DNS port in its
  // beforeAll). Each test is its own person (support.ts `test`, uniqueEmail), so two at once share nothing but the
  // server; E2E_WORKERS=1 runs them one by one (decision 0032).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's whole budget (each step still has the 10 s below): in npm test the journeys share the two cores with
  // the backend suites (decision 0032), where the longest tests without a budget of their own took 20-30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A failing test keeps its trace (DOM snapshots of each step, network, console) and a screenshot. The trace's
    // screencast is off: recording it cost every test, passing or not, about a quarter of its time (decision 0032).
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        // A person's subdomain and custom domain reach this app, as DNS would send them (domains.spec.ts).
        `--host-resolver-rules=MAP *.${APP_DOMAIN} 127.0.0.1, MAP *.example.org 127.0.0.1`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    cwd: repo,
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The browser journeys use the embedded defaults, like `npm ci && npm start` on a fresh machine.
      DATABASE_URL: '',
      REDIS_URL: '',
      SENDGRID_API_KEY: '',
      // Lets journeys give the signed-in user a paid plan until billing exists (never on in production).
      ENABLE_TEST_ROUTES: 'true',
      // Low enough for a journey to reach it (export.spec.ts); each journey exports as its own person.
      PDF_EXPORTS_PER_WINDOW: '4',
      // Every journey signs in from this one address: the default 20 magic links per 15 minutes is the whole suite's
      // budget (the rate-limit e2e suite checks the default).
      MAGIC_LINKS_PER_WINDOW: '200',
      // And it signs in again within seconds: no one-mail-a-minute interval or daily ceiling per address here (the
      // backend's sign-in-flood suite checks both, docs/decisions/0033-one-email-one-account.md).
      SIGN_IN_MAIL_INTERVAL_MS: '0',
      SIGN_IN_MAILS_PER_DAY: '1000000',
      // Redeemed links per client have no setting (LIMITS.verifyPerClient, 30 per 15 minutes), and the journeys that
      // give each test its own account (support.ts `test`, signedInAs) sign in some 35 times: those sign-ins come
      // each from its own made-up address in X-Forwarded-For, believed from the loopback only. Requests without the
      // header (every other journey, the visitors) keep the real address and the limits as they are.
      TRUST_PROXY: 'loopback',
      // Subdomains of APP_DOMAIN, and custom domains proven through the journeys' DNS server.
      APP_DOMAIN,
      DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
    },
  },
});
