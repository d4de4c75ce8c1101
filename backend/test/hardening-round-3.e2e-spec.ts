import type { INestApplication } from '@nestjs/common';
import {
  API_PATHS,
  BILLING_API,
  DOMAINS_API,
  ERROR_CODES,
  LINKEDIN_API,
  RESUME_API,
  SHARING_API,
  TAILORING_API,
} from '@resume/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.factory';
import { loadCommandConfig } from '../src/config/command-config';
import { loadConfig } from '../src/config/env.schema';
import { listenApi } from '../src/listen-api';
import { FakeStripe } from './support/fake-stripe';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, TestApp } from './support/test-app';

/**
 * Issue 24 item 8, the LOW findings of the third attack round (docs/decisions/0038-hardening-round-3.md): NODE_ENV
 * spelled any other way refused at start; personal answers never stored by a cache; the public and shared JSON
 * without the owner's internal id, plan or subscription status; return URLs sent on as the parsed, normalised href;
 * HOST and METRICS_HOST; the share-code space.
 */

const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('start-up: NODE_ENV and HOST', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-round3-'));
  const apps: INestApplication[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['Production', 'prod', 'staging'])(
    'NODE_ENV=%s: the API, the worker, the admin command and the migrate step refuse to start, naming it',
    async (value) => {
      const message = `Invalid environment variable NODE_ENV: expected production, development or test (exactly, in lower case), got "${value}"`;
      await expect(createApp({ env: { NODE_ENV: value, DATA_DIR: dataDir, LOG_LEVEL: 'error' } })).rejects.toThrow(
        message,
      );
      // The worker reads its configuration as loadConfig(env, cwd, { sendsMail: false, takesPayments: false }).
      expect(() =>
        loadConfig({ NODE_ENV: value, DATA_DIR: dataDir }, dataDir, { sendsMail: false, takesPayments: false }),
      ).toThrow(message);
      const printed: string[] = [];
      expect(loadCommandConfig({ NODE_ENV: value, DATA_DIR: dataDir }, (line) => printed.push(line))).toBeNull();
      expect(printed).toEqual([message]);
    },
  );

  /** An API with METRICS_PORT, listening as main.ts makes it listen; its two ports. */
  async function listening(env: Record<string, string>): Promise<{ api: number; metrics: number }> {
    const metrics = await freePort();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      APP_URL,
      PORT: '0',
      METRICS_PORT: String(metrics),
      ...env,
    });
    const app = await createApp({ config });
    apps.push(app);
    await listenApi(app, config);
    return { api: (app.getHttpServer().address() as AddressInfo).port, metrics };
  }

  it('HOST=127.0.0.1: the API and the metrics listener answer on 127.0.0.1 only', async () => {
    const { api, metrics } = await listening({ HOST: '127.0.0.1' });
    for (const port of [api, metrics])
      expect([
        port,
        await accepts('127.0.0.1', port),
        await accepts('127.0.0.2', port),
        await accepts('::1', port),
      ]).toEqual([port, true, false, false]);
  });

  it('METRICS_HOST apart from HOST; unset, every interface as before', async () => {
    const split = await listening({ HOST: '127.0.0.1', METRICS_HOST: '127.0.0.2' });
    expect([await accepts('127.0.0.1', split.api), await accepts('127.0.0.2', split.api)]).toEqual([true, false]);
    expect([await accepts('127.0.0.1', split.metrics), await accepts('127.0.0.2', split.metrics)]).toEqual([
      false,
      true,
    ]);
    const everywhere = await listening({});
    for (const port of [everywhere.api, everywhere.metrics])
      expect([await accepts('127.0.0.1', port), await accepts('127.0.0.2', port), await accepts('::1', port)]).toEqual([
        true,
        true,
        true,
      ]);
  });
});

describe.each(targets())('personal and public answers on $name', (target) => {
  const t = new TestApp(target, { APP_DOMAIN: 'people.example.test' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  /** A paid owner with a public page, a username and a resume with an item; and a share link of theirs. */
  async function owner(plan: 'premium' | 'free' = 'premium') {
    const c = await ResumeClient.signInPaid(t);
    const username = `hr${randomBytes(5).toString('hex')}`;
    const patched = await c.patch(API_PATHS.user, { name: 'Round Three', username, title: 'Engineer' });
    expect(patched.status).toBe(200);
    await c.create('experiences', { title: 'Analyst', company: 'Engines Ltd', startDate: '2020-01', tags: ['x'] });
    const link = await c.post(SHARING_API.shareLinks, {});
    expect(link.status).toBe(201);
    const frozen = await c.post(SHARING_API.shareLinks, { mode: 'frozen' });
    expect(frozen.status).toBe(201);
    if (plan === 'free') await c.setPlan('free', null);
    return { c, username, shareableId: link.body.shareableId as string, frozenId: frozen.body.shareableId as string };
  }

  it('sends Cache-Control: no-store on every answer that reads the session or carries personal data', async () => {
    const { c } = await owner();
    const filter = await c.post(TAILORING_API.filters, { name: 'F', tags: ['x'] });
    expect(filter.status).toBe(201);
    const paths = [
      API_PATHS.user,
      API_PATHS.completeResume,
      SHARING_API.shareLinks,
      TAILORING_API.filters,
      TAILORING_API.filterTags,
      TAILORING_API.templates,
      TAILORING_API.filteredResume(filter.body.id),
      RESUME_API.section('experiences'),
      RESUME_API.exportJsonResume,
      BILLING_API.subscription,
      DOMAINS_API.settings,
      LINKEDIN_API.status,
    ];
    for (const path of paths) {
      const res = await c.get(path);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
    // Writes that answer with the person's data, and the sign-in that answers with the account.
    const patched = await c.patch(API_PATHS.user, { title: 'Chief' });
    expect([patched.status, patched.headers['cache-control']]).toEqual([200, 'no-store']);
    const created = await c.post(RESUME_API.section('skills'), { category: 'Lang', name: 'Go' });
    expect([created.status, created.headers['cache-control']]).toEqual([201, 'no-store']);
    const token = await t.requestLink(`round3.${randomBytes(4).toString('hex')}@example.com`);
    const verified = await t.verify(token);
    expect([verified.status, verified.headers['cache-control']]).toEqual([200, 'no-store']);
    // Without a session: the 401 is not stored either.
    const anonymous = await t.http().get(API_PATHS.user);
    expect([anonymous.status, anonymous.headers['cache-control']]).toEqual([401, 'no-store']);
  });

  it('keeps the public JSON revalidated (no-cache with its ETag), not no-store', async () => {
    const { username, shareableId } = await owner();
    const json = await t.http().get(SHARING_API.publicResume(username)).set('X-Forwarded-For', freshIp());
    expect([json.status, json.headers['cache-control'], typeof json.headers.etag]).toEqual([200, 'no-cache', 'string']);
    const shared = await t.http().get(SHARING_API.sharedResume(shareableId));
    expect([shared.status, shared.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  /** The owner as public and shared answers carry them: what the resume header and the page need, nothing else. */
  const PUBLIC_OWNER_KEYS = [
    'email',
    'github',
    'linkedin',
    'location',
    'name',
    'phone',
    'publicPage',
    'title',
    'username',
    'website',
  ];
  const TOP_LEVEL_KEYS = [
    'certifications',
    'education',
    'experiences',
    'productBranding',
    'projects',
    'resume',
    'skills',
    'user',
  ];

  it.each(['premium', 'free'] as const)(
    'GET /api/resume/{username} and the share links (live, frozen) of a %s owner: no internal id, plan or status',
    async (plan) => {
      const { c, username, shareableId, frozenId } = await owner(plan);
      const answers = {
        public: await t.http().get(SHARING_API.publicResume(username)).set('X-Forwarded-For', freshIp()),
        live: await t.http().get(SHARING_API.sharedResume(shareableId)),
        frozen: await t.http().get(SHARING_API.sharedResume(frozenId)),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect([name, res.status]).toEqual([name, 200]);
        const withTemplate = name === 'public' ? TOP_LEVEL_KEYS : [...TOP_LEVEL_KEYS, 'template'].sort();
        expect([name, Object.keys(res.body).sort()]).toEqual([name, withTemplate]);
        expect([name, Object.keys(res.body.user).sort()]).toEqual([name, PUBLIC_OWNER_KEYS]);
        // The free plan's product branding (spec 1), as a yes or no: never the plan itself.
        expect([name, res.body.productBranding]).toEqual([name, plan === 'free']);
        for (const secret of [c.userId, '"plan"', '"subscriptionStatus"', '"id":"' + c.userId])
          expect([name, secret, res.text.includes(secret)]).toEqual([name, secret, false]);
      }
    },
  );

  it('GET /api/domain-resume on a subdomain: the same owner keys', async () => {
    const { c, username } = await owner();
    const label = `s${username}`;
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: label })).status).toBe(200);
    const res = await t.http().get(DOMAINS_API.domainResume).set('Host', `${label}.people.example.test`);
    expect([res.status, Object.keys(res.body.user).sort(), res.body.productBranding]).toEqual([
      200,
      PUBLIC_OWNER_KEYS,
      false,
    ]);
    expect(res.text.includes(c.userId)).toBe(false);
  });

  it('share codes are 4 digits from 1000 to 9999: 0000-0999 refused on create and on change', async () => {
    const { c } = await owner();
    const problem = {
      field: 'securityCode',
      problem: 'The code must be 4 digits from 1000 to 9999.',
    };
    for (const securityCode of ['0000', '0427', '0999']) {
      const created = await c.post(SHARING_API.shareLinks, { securityCode });
      expect([securityCode, created.status, created.body.code, created.body.details]).toEqual([
        securityCode,
        400,
        'VALIDATION_FAILED',
        [problem],
      ]);
    }
    const links = await c.get(SHARING_API.shareLinks);
    const before = links.body.length;
    for (const securityCode of ['1000', '9999']) {
      const created = await c.post(SHARING_API.shareLinks, { securityCode });
      expect([securityCode, created.status, created.body.securityCode]).toEqual([securityCode, 201, securityCode]);
    }
    const [link] = (await c.get(SHARING_API.shareLinks)).body as { id: string }[];
    const changed = await c.patch(SHARING_API.shareLink(link.id), { securityCode: '0123' });
    expect([changed.status, changed.body.details]).toEqual([400, [problem]]);
    const ok = await c.patch(SHARING_API.shareLink(link.id), { securityCode: '1234' });
    expect([ok.status, ok.body.securityCode]).toEqual([200, '1234']);
    expect((await c.get(SHARING_API.shareLinks)).body.length).toBe(before + 2);
  });
});

/** Tricks on a return URL: each either refused or sent on as the href on the app's own origin. */
const NORMALISED: [string, string][] = [
  [`${APP_URL}\\@evil.example/`, `${APP_URL}/@evil.example/`],
  [`${APP_URL}\\\\evil.example/pricing`, `${APP_URL}//evil.example/pricing`],
  ['HTTP://APP.EXAMPLE.TEST/pricing?success=true', `${APP_URL}/pricing?success=true`],
  ['http://app.example.test:80/pricing', `${APP_URL}/pricing`],
  ['http://app.exa\tmple.test/pri\ncing', `${APP_URL}/pricing`],
  [' http://app.example.test/pricing ', `${APP_URL}/pricing`],
  ['http:app.example.test/pricing', `${APP_URL}/pricing`],
  [`${APP_URL}/a/../pricing`, `${APP_URL}/pricing`],
  [`${APP_URL}/%2e%2e/pricing`, `${APP_URL}/pricing`],
  [`${APP_URL}/pricing?next=<script>`, `${APP_URL}/pricing?next=%3Cscript%3E`],
];
const REFUSED = [
  'http://evil.example\\@app.example.test/',
  'http://app.example.test@evil.example/',
  'http://app.example.test%40evil.example/',
  'http://app.example.test:80@evil.example/',
  'http://user@app.example.test/',
  'http://%61pp.example.test.evil.example/',
  'http:evil.example/',
  '/\\evil.example/',
];

describe.each(targets())('return URLs to Stripe on $name', (target) => {
  const stripe = new FakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    await stripe.start();
    t = await new TestApp(target, stripe.env()).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await stripe.stop();
  });

  const checkout = (c: ResumeClient, successUrl: string, cancelUrl: string) =>
    c.post(BILLING_API.createCheckout, { priceId: 'price_premium_month', successUrl, cancelUrl });

  it.each(NORMALISED)('checkout and portal: %j goes to Stripe as %j', async (typed, href) => {
    const c = await ResumeClient.signIn(t);
    const res = await checkout(c, typed, typed);
    expect(res.status).toBe(200);
    const session = stripe.received('POST', '/v1/checkout/sessions').pop()!.params;
    expect([session.success_url, session.cancel_url]).toEqual([href, href]);
    const portal = await c.post(BILLING_API.customerPortal, { returnUrl: typed });
    expect(portal.status).toBe(200);
    expect(stripe.received('POST', '/v1/billing_portal/sessions').pop()!.params.return_url).toBe(href);
  });

  it('refuses the tricks that leave the origin or carry credentials, before calling Stripe', async () => {
    const c = await ResumeClient.signIn(t);
    expect((await checkout(c, APP_URL, APP_URL)).status).toBe(200);
    const before = stripe.requests.length;
    for (const url of REFUSED) {
      const success = await checkout(c, url, APP_URL);
      expect([url, success.status, success.body]).toEqual([url, 400, error('REDIRECT_NOT_ALLOWED')]);
      const portal = await c.post(BILLING_API.customerPortal, { returnUrl: url });
      expect([url, portal.status, portal.body]).toEqual([url, 400, error('REDIRECT_NOT_ALLOWED')]);
    }
    expect(stripe.requests.length).toBe(before);
  });
});

describe.each(targets())('return URLs in the local test checkout on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('keeps and answers the normalised href, never the typed string', async () => {
    const [typed, href] = NORMALISED[0];
    const c = await ResumeClient.signIn(t);
    const res = await c.post(BILLING_API.createCheckout, {
      priceId: 'local_premium_month',
      successUrl: typed,
      cancelUrl: typed,
    });
    expect(res.status).toBe(200);
    const id = new URL(res.body.url as string).searchParams.get('session')!;
    expect((await c.get(BILLING_API.testCheckout(id))).body.cancelUrl).toBe(href);
    const done = await c.post(BILLING_API.testCheckoutComplete(id), {});
    expect([done.status, done.body]).toEqual([200, { redirectUrl: href }]);
    const portal = await c.post(BILLING_API.customerPortal, { returnUrl: typed });
    expect(portal.status).toBe(200);
    const portalId = new URL(portal.body.url as string).searchParams.get('session')!;
    expect((await c.get(BILLING_API.testPortal(portalId))).body.returnUrl).toBe(href);
  });
});
