import {
  BILLING_API,
  DOMAINS_API,
  ERROR_CODES,
  LIMITS,
  SHARING_API,
  SYSTEM_PRESETS,
  TAILORING_API,
} from '@resume/contracts';
import type { DomainSettings, PlansResponse } from '@resume/contracts';
import dns2 from 'dns2';
import { FakeDns } from '../../test-support/fake-dns.cjs';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { pdfText, pixelsOfColour } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, setCookies, TestApp } from './support/test-app';

/**
 * A lapsed plan (issue 24 point 5, docs/decisions/0036-plan-lapse.md): the owner keeps control of every share link
 * and of the public page; what only a paid plan shows stops (a link's own template, the subdomain and the custom
 * domain), the filter stays; buying Premium again brings everything back unchanged.
 */
const APP_DOMAIN = 'resumes.example.test';
const DAY = 24 * 60 * 60 * 1000;
const BRAND = '#D1157A';
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
let counter = 0;
const fresh = () => `lapse${Date.now().toString(36)}${++counter}`;

const binary = (req: import('supertest').Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(targets())('a lapsed plan on $name', (target) => {
  const dns = new FakeDns(dns2);
  let t: TestApp;
  beforeAll(async () => {
    await dns.start();
    t = await new TestApp(target, { ...dns.env(), APP_DOMAIN, ENABLE_TEST_ROUTES: 'true' }).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await dns.stop();
  });
  afterEach(() => t.clock.reset());

  const onHost = (host: string, path: string) => t.http().get(path).set('Host', host);

  async function buy(c: ResumeClient): Promise<void> {
    const plans = (await t.http().get(BILLING_API.plans)).body as PlansResponse;
    const priceId = plans.plans.find((p) => p.id === 'premium')!.prices.find((p) => p.interval === 'month')!;
    const checkout = await c.post(BILLING_API.createCheckout, {
      priceId: priceId.stripePriceId,
      successUrl: `${APP_URL}/pricing?success=true`,
      cancelUrl: `${APP_URL}/pricing?canceled=true`,
    });
    expect(checkout.status).toBe(200);
    const session = new URL(checkout.body.url).searchParams.get('session')!;
    expect((await c.post(BILLING_API.testCheckoutComplete(session), {})).status).toBe(200);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
  }

  /** Cancel in the local portal, then the test-only end of the period: the subscription has ended. */
  async function endPlan(c: ResumeClient): Promise<void> {
    const portal = await c.post(BILLING_API.customerPortal, { returnUrl: `${APP_URL}/subscription` });
    const session = new URL(portal.body.url).searchParams.get('session')!;
    expect((await c.post(BILLING_API.testPortalAction(session), { action: 'cancel' })).status).toBe(200);
    expect((await c.post(BILLING_API.testPortalAction(session), { action: 'end-period' })).status).toBe(200);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  }

  /**
   * A Premium owner: a resume with a math job and a cooking job, a filter for math, a custom template in BRAND colour
   * with a company name, a coded link with both (PDF allowed), a second plain link, a subdomain and a verified domain.
   */
  async function premiumOwner() {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    const name = fresh();
    expect((await c.patch('/api/user', { name: 'Ada Lapse', username: name })).status).toBe(200);
    await c.create('experiences', { title: 'Analyst', company: 'Engines Ltd', startDate: '2020-01', tags: ['math'] });
    await c.create('experiences', { title: 'Cook', company: 'Kitchen Co', startDate: '2019-01', tags: ['food'] });
    const filter = await c.post(TAILORING_API.filters, { name: 'Math jobs', tags: ['math'] });
    const template = await c.post(TAILORING_API.templates, { primaryColor: BRAND, companyName: 'Brandword' });
    expect([filter.status, template.status]).toEqual([201, 201]);
    const resumeId = (await c.get('/api/complete-resume')).body.resume.id as string;
    const link = await c.post(SHARING_API.shareLinks, {
      resumeId,
      templateId: template.body.id,
      filterId: filter.body.id,
      securityCode: '4821',
      allowPdfDownload: true,
    });
    const plain = await c.post(SHARING_API.shareLinks, {});
    expect([link.status, plain.status]).toEqual([201, 201]);

    const domain = `${name}.example.org`;
    const claim = await c.put(DOMAINS_API.customDomain, { domain });
    const txt = (claim.body as DomainSettings).records.find((r) => r.type === 'TXT')!;
    dns.txt.set(txt.name, [txt.value]);
    expect((await c.post(DOMAINS_API.verify, {})).body.state).toBe('verified');
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: name })).status).toBe(200);
    return {
      c,
      username: name,
      domain,
      subdomainHost: `${name}.${APP_DOMAIN}`,
      templateId: template.body.id as string,
      link: link.body as { id: string; shareableId: string },
      plain: plain.body as { id: string; shareableId: string },
    };
  }

  /** A visitor who typed the code: the access cookie of POST /s/{id}/unlock. */
  async function unlocked(shareableId: string, code: string): Promise<string> {
    const res = await t.http().post(`/s/${shareableId}/unlock`).type('form').send({ code });
    expect(res.status).toBe(303);
    return setCookies(res.headers['set-cookie'])
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  /** What a visitor with the code sees of the link: its JSON, its page and its PDF. */
  async function visit(shareableId: string, code: string) {
    const json = await t.http().get(SHARING_API.sharedResume(shareableId, code));
    const cookie = await unlocked(shareableId, code);
    const page = await t.http().get(`/s/${shareableId}`).set('Cookie', cookie);
    const pdf = await binary(t.http().get(`/s/${shareableId}/pdf`).set('Cookie', cookie));
    expect([json.status, page.status, pdf.status]).toEqual([200, 200, 200]);
    const titles = (json.body.experiences as { title: string }[]).map((e) => e.title);
    const text = pdfText(pdf.body as Buffer);
    return {
      template: json.body.template?.id as string | undefined,
      filter: json.body.filter?.name as string | undefined,
      titles,
      pageBrand: page.text.includes('Brandword'),
      pageCook: page.text.includes('Kitchen Co'),
      pageAnalyst: page.text.includes('Engines Ltd'),
      pdfBrand: text.includes('Brandword') || pixelsOfColour(pdf.body as Buffer, BRAND) > 20,
      pdfCook: text.includes('Kitchen Co'),
      pdfAnalyst: text.includes('Engines Ltd'),
    };
  }

  const PAID_VIEW = {
    filter: 'Math jobs',
    titles: ['Analyst'],
    pageBrand: true,
    pageCook: false,
    pageAnalyst: true,
    pdfBrand: true,
    pdfCook: false,
    pdfAnalyst: true,
  };
  /** What a free plan may show of the link: the filter kept (never more than it showed), the free template. */
  const FREE_VIEW = {
    ...PAID_VIEW,
    template: SYSTEM_PRESETS.traditional.id,
    pageBrand: false,
    pdfBrand: false,
  };

  it('keeps the owner in control, stops what only a paid plan shows, and gives it back on Premium', async () => {
    const o = await premiumOwner();
    expect(await visit(o.link.shareableId, '4821')).toEqual({ ...PAID_VIEW, template: o.templateId });
    for (const host of [o.domain, o.subdomainHost])
      expect([host, (await onHost(host, '/')).status]).toEqual([host, 200]);

    await endPlan(o.c);

    // (a) The owner still lists, re-codes and deletes links; new links, analytics and new claims stay paid.
    const list = await o.c.get(SHARING_API.shareLinks);
    const ids = Array.isArray(list.body) ? (list.body as { id: string }[]).map((l) => l.id).sort() : list.body;
    expect([list.status, ids]).toEqual([200, [o.link.id, o.plain.id].sort()]);
    const recoded = await o.c.patch(SHARING_API.shareLink(o.link.id), { securityCode: '1357' });
    expect([recoded.status, recoded.body.securityCode]).toEqual([200, '1357']);
    expect((await o.c.delete(SHARING_API.shareLink(o.plain.id))).status).toBe(204);
    expect((await t.http().get(SHARING_API.sharedResume(o.plain.shareableId))).status).toBe(404);
    for (const res of [
      await o.c.post(SHARING_API.shareLinks, {}),
      await o.c.get(SHARING_API.shareLinkAnalytics(o.link.id)),
    ])
      expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);

    // (b) The link shows what a free plan may: its filter, the free template; the old code no longer opens it.
    expect((await t.http().get(SHARING_API.sharedResume(o.link.shareableId, '4821'))).status).toBe(403);
    expect(await visit(o.link.shareableId, '1357')).toEqual(FREE_VIEW);

    // The subdomain and the custom domain say the resume moved, with a link to the public page while it is on.
    for (const host of [o.domain, o.subdomainHost]) {
      const res = await onHost(host, '/');
      expect([host, res.status, res.text.includes(`href="${APP_URL}/r/${o.username}"`)]).toEqual([host, 410, true]);
      expect(res.text).not.toContain('Engines Ltd');
      const share = await onHost(host, `/s/${o.link.shareableId}`);
      expect([host, share.status, share.text.includes('Engines Ltd')]).toEqual([host, 410, false]);
      const json = await onHost(host, DOMAINS_API.domainResume);
      expect([host, json.status, json.body]).toEqual([host, 410, error('RESUME_MOVED')]);
    }
    // In the visitor's language, as the other message pages: German from Accept-Language, Arabic right to left.
    const german = await onHost(o.domain, '/').set('Accept-Language', 'de-DE,de;q=0.9');
    expect([german.status, german.text.match(/<html[^>]*>/)?.[0]]).toEqual([410, '<html lang="de" dir="ltr">']);
    expect(german.text).toContain('<h1 style="font-size:20px">Dieser Lebenslauf ist umgezogen</h1>');
    expect(german.text).toContain(`href="${APP_URL}/r/${o.username}">Zum Lebenslauf</a>`);
    expect(german.headers.vary).toMatch(/Accept-Language/);
    const arabic = await onHost(o.subdomainHost, '/').set('Accept-Language', 'ar');
    expect(arabic.text.match(/<html[^>]*>/)?.[0]).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain(`>الانتقال إلى السيرة الذاتية</a>`);

    // Turning the public page off stops /r/{username}, and the moved page then names nobody.
    expect((await t.http().get(`/r/${o.username}`)).status).toBe(200);
    expect((await o.c.patch('/api/user', { publicPage: false })).status).toBe(200);
    expect((await t.http().get(`/r/${o.username}`)).status).toBe(404);
    expect((await t.http().get(SHARING_API.publicResume(o.username))).status).toBe(404);
    for (const host of [o.domain, o.subdomainHost]) {
      const res = await onHost(host, '/');
      expect([host, res.status, res.text.includes(o.username)]).toEqual([host, 410, false]);
    }

    // (c) Premium again: everything as it was.
    await buy(o.c);
    expect((await o.c.patch('/api/user', { publicPage: true })).status).toBe(200);
    expect(await visit(o.link.shareableId, '1357')).toEqual({ ...PAID_VIEW, template: o.templateId });
    for (const host of [o.domain, o.subdomainHost]) {
      const res = await onHost(host, '/');
      expect([host, res.status, res.text.includes('Engines Ltd')]).toEqual([host, 200, true]);
    }
    expect((await o.c.get(SHARING_API.shareLinkAnalytics(o.link.id))).status).toBe(200);
  }, 120_000);

  it(`keeps serving paid features for ${LIMITS.planLapseGraceDays} days of a failed payment, then stops`, async () => {
    const o = await premiumOwner();
    const grant = (status: string) => o.c.post('/api/test/grant-plan', { plan: 'premium', subscriptionStatus: status });
    expect((await grant('past_due')).status).toBe(200);
    // The owner's own paid screens are refused at once (spec 4); what visitors see waits for the grace period.
    expect((await o.c.get(TAILORING_API.filters)).status).toBe(403);
    const json = () => t.http().get(SHARING_API.sharedResume(o.link.shareableId, '4821'));
    expect((await json()).body.template.id).toBe(o.templateId);
    expect((await onHost(o.domain, '/')).status).toBe(200);

    t.clock.advance(LIMITS.planLapseGraceDays * DAY - 60_000);
    expect((await o.c.get('/api/user')).status).toBe(200);
    expect((await json()).body.template.id).toBe(o.templateId);
    expect((await onHost(o.subdomainHost, '/')).status).toBe(200);

    t.clock.advance(2 * 60_000);
    expect((await json()).body.template.id).toBe(SYSTEM_PRESETS.traditional.id);
    expect((await json()).body.filter.name).toBe('Math jobs');
    expect((await onHost(o.domain, '/')).status).toBe(410);
    expect((await onHost(o.subdomainHost, '/')).status).toBe(410);

    // A status that is not a payment being retried stops at once: no grace for unpaid.
    expect((await grant('active')).status).toBe(200);
    expect((await onHost(o.domain, '/')).status).toBe(200);
    expect((await grant('unpaid')).status).toBe(200);
    expect((await onHost(o.domain, '/')).status).toBe(410);
    expect((await json()).body.template.id).toBe(SYSTEM_PRESETS.traditional.id);
  }, 120_000);

  it('gives a frozen link the free template too, its frozen filter kept', async () => {
    const o = await premiumOwner();
    const frozen = await o.c.post(SHARING_API.shareLinks, {
      resumeId: (await o.c.get('/api/complete-resume')).body.resume.id,
      templateId: o.templateId,
      filterId: (await o.c.get(TAILORING_API.filters)).body[0].id,
      mode: 'frozen',
    });
    expect(frozen.status).toBe(201);
    const json = () => t.http().get(SHARING_API.sharedResume(frozen.body.shareableId));
    expect((await json()).body.template.id).toBe(o.templateId);
    await endPlan(o.c);
    const lapsed = await json();
    expect([lapsed.body.template.id, lapsed.body.filter.name, lapsed.body.experiences.length]).toEqual([
      SYSTEM_PRESETS.traditional.id,
      'Math jobs',
      1,
    ]);
    expect((await o.c.post(SHARING_API.shareLinkRefresh(frozen.body.id), {})).status).toBe(200);
  }, 120_000);
});
