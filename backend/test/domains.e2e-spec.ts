import { DOMAIN_ACTIVATION_NOTE, DOMAIN_VERIFY_LIMIT, DOMAINS_API, ERROR_CODES, SHARING_API } from '@resume/contracts';
import type { DomainSettings } from '@resume/contracts';
import { RecheckDomains } from '../src/modules/domains/application/recheck-domains.use-case';
import dns2 from 'dns2';
import { FakeDns } from '../../test-support/fake-dns.cjs';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, TestApp } from './support/test-app';

/**
 * Custom domains and subdomains, the API (issue 14, docs/decisions/0023-custom-domains.md): claims, the TXT proof
 * looked up on a DNS server on the loopback (test-support/fake-dns.cjs) through DNS_SERVERS, one owner per verified
 * domain, losing it when the record goes, the naming rules, and the TLS terminator's question.
 */
const APP_DOMAIN = 'resumes.example.test';
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
let domainCounter = 0;
const freshDomain = () => `cv${Date.now().toString(36)}${++domainCounter}.example.org`;

describe.each(targets())('custom domains on $name', (target) => {
  const dns = new FakeDns(dns2);
  let t: TestApp;
  beforeAll(async () => {
    await dns.start();
    // Admin credentials set, so the app's own host has /metrics and /admin/queues: a person's host must not.
    t = await new TestApp(target, {
      ...dns.env(),
      APP_DOMAIN,
      ADMIN_USER: 'ops',
      ADMIN_PASSWORD: 'ops-secret',
    }).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await dns.stop();
  });
  afterEach(() => t.clock.reset());

  const settingsOf = async (c: ResumeClient): Promise<DomainSettings> => (await c.get(DOMAINS_API.settings)).body;
  const verify = async (c: ResumeClient) => c.post(DOMAINS_API.verify, {});
  const tlsAllowed = (domain: string) => t.http().get(DOMAINS_API.tlsAllowed).query({ domain });

  /** A paid account with `domain` entered, and the TXT record it is told to add. */
  async function withDomain(domain: string): Promise<{ c: ResumeClient; txt: { name: string; value: string } }> {
    const c = await ResumeClient.signInPaid(t);
    const res = await c.put(DOMAINS_API.customDomain, { domain });
    expect(res.status).toBe(200);
    const txt = (res.body as DomainSettings).records.find((r) => r.type === 'TXT')!;
    return { c, txt };
  }

  it('starts with nothing and the activation note', async () => {
    const c = await ResumeClient.signIn(t);
    expect(await settingsOf(c)).toEqual({
      subdomainsEnabled: true,
      appDomain: APP_DOMAIN,
      subdomain: null,
      subdomainUrl: null,
      customDomain: null,
      customDomainUrl: null,
      state: null,
      lastCheckedAt: null,
      records: [],
      activationNote: DOMAIN_ACTIVATION_NOTE,
    });
    expect(DOMAIN_ACTIVATION_NOTE).toContain('24-48 hours');
  });

  it('keeps claims for paid plans and answers 401 without a session', async () => {
    const free = await ResumeClient.signIn(t);
    for (const res of [
      await free.put(DOMAINS_API.customDomain, { domain: freshDomain() }),
      await free.put(DOMAINS_API.subdomain, { subdomain: 'free-person' }),
      await verify(free),
    ])
      expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);
    expect((await t.http().get(DOMAINS_API.settings)).status).toBe(401);
  });

  it('shows the records to add: the TXT proof with the account code and a CNAME to APP_DOMAIN', async () => {
    const domain = freshDomain();
    const { c } = await withDomain(`  ${domain.toUpperCase()}. `);
    const code = (await c.get('/api/user')).body.domainSecurityCode as string;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(await settingsOf(c)).toMatchObject({
      customDomain: domain,
      state: 'pending',
      lastCheckedAt: null,
      records: [
        { type: 'TXT', name: `_resume-verify.${domain}`, value: code },
        { type: 'CNAME', name: domain, value: APP_DOMAIN },
      ],
    });
    expect((await c.get('/api/user')).body.customDomain).toBe(domain);
    expect((await tlsAllowed(domain)).status).toBe(404);
    // The claim is the owner's to see: the public answer names no domain (a pending one is not proven theirs).
    const { username } = (await c.get('/api/user')).body as { username: string };
    const open = await t.http().get(`/api/resume/${username}`);
    expect([open.status, 'customDomain' in open.body.user, 'domainSecurityCode' in open.body.user]).toEqual([
      200,
      false,
      false,
    ]);
    expect(open.text.includes(domain)).toBe(false);
  });

  it('fails a missing or wrong TXT record and verifies the right one', async () => {
    const domain = freshDomain();
    const { c, txt } = await withDomain(domain);

    const missing = await verify(c);
    expect([missing.status, missing.body.state]).toEqual([200, 'failed']);
    expect(Date.parse(missing.body.lastCheckedAt)).not.toBeNaN();

    dns.txt.set(txt.name, ['0123456789abcdef0123456789abcdef', 'v=spf1 -all']);
    expect((await verify(c)).body.state).toBe('failed');
    expect((await tlsAllowed(domain)).status).toBe(404);

    dns.txt.set(txt.name, ['v=spf1 -all', txt.value]);
    expect((await verify(c)).body.state).toBe('verified');
    expect((await settingsOf(c)).state).toBe('verified');
    expect((await tlsAllowed(domain)).status).toBe(200);
  });

  it('gives a verified domain to one account (409) while a pending claim blocks nobody', async () => {
    const domain = freshDomain();
    const squatter = await withDomain(domain);
    const owner = await withDomain(domain);
    dns.txt.set(owner.txt.name, [owner.txt.value]);
    expect((await verify(owner.c)).body.state).toBe('verified');

    const late = await ResumeClient.signInPaid(t);
    const res = await late.put(DOMAINS_API.customDomain, { domain });
    expect([res.status, res.body]).toEqual([409, error('DOMAIN_TAKEN')]);
    // The squatter's record is not the owner's code: it never proves anything.
    expect((await verify(squatter.c)).body.state).toBe('failed');
  });

  it('loses verification on the second check after the record goes', async () => {
    const domain = freshDomain();
    const { c, txt } = await withDomain(domain);
    dns.txt.set(txt.name, [txt.value]);
    expect((await verify(c)).body.state).toBe('verified');
    dns.txt.delete(txt.name);
    expect((await verify(c)).body.state).toBe('verified');
    expect((await verify(c)).body.state).toBe('failed');
    expect((await tlsAllowed(domain)).status).toBe(404);
  });

  it('checks again in the background: verifies once the record appears, fails after it goes twice', async () => {
    const recheck = () => t.app.get(RecheckDomains).execute();
    const { c, txt } = await withDomain(freshDomain());
    await recheck();
    expect((await settingsOf(c)).state).toBe('failed');
    dns.txt.set(txt.name, [txt.value]);
    await recheck();
    expect((await settingsOf(c)).state).toBe('failed'); // checked a moment ago: not due yet
    t.clock.advance(10 * 60 * 1000);
    await recheck();
    expect((await settingsOf(c)).state).toBe('verified');
    dns.txt.delete(txt.name);
    t.clock.advance(10 * 60 * 1000);
    await recheck();
    expect((await settingsOf(c)).state).toBe('verified');
    t.clock.advance(10 * 60 * 1000);
    await recheck();
    expect((await settingsOf(c)).state).toBe('failed');
  });

  it("limits 'Verify now' per account", async () => {
    const { c } = await withDomain(freshDomain());
    for (let i = 0; i < DOMAIN_VERIFY_LIMIT.limit; i += 1) expect((await verify(c)).status).toBe(200);
    const over = await verify(c);
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
    const other = await withDomain(freshDomain());
    expect((await verify(other.c)).status).toBe(200);
  });

  it('forgets a removed domain', async () => {
    const domain = freshDomain();
    const { c, txt } = await withDomain(domain);
    dns.txt.set(txt.name, [txt.value]);
    await verify(c);
    const res = await c.delete(DOMAINS_API.customDomain);
    expect([res.status, res.body.customDomain, res.body.state, res.body.records]).toEqual([200, null, null, []]);
    expect((await tlsAllowed(domain)).status).toBe(404);
    const again = await verify(c);
    expect([again.status, again.body]).toEqual([409, error('DOMAIN_NOT_SET')]);
  });

  it.each([
    ['an IPv4 literal', '203.0.113.7'],
    ['an IPv6 literal', '[2001:db8::1]'],
    ['localhost', 'localhost'],
    ['the app host', 'app.example.test'],
    ['a name under APP_DOMAIN', `someone.${APP_DOMAIN}`],
    ['a scheme and path', 'https://cv.example.org/me'],
    ['a port', 'cv.example.org:8443'],
    ['a 300-character name', `${'a'.repeat(59)}.`.repeat(5) + 'org'],
    ['a unicode confusable (Cyrillic а in a Latin name)', 'exаmple.com'],
  ])('refuses %s (400 DOMAIN_INVALID)', async (_, domain) => {
    const c = await ResumeClient.signInPaid(t);
    const res = await c.put(DOMAINS_API.customDomain, { domain });
    expect([res.status, res.body]).toEqual([400, error('DOMAIN_INVALID')]);
  });

  it('claims a subdomain that serves at once, one account each', async () => {
    const name = `anna${Date.now().toString(36)}`;
    const c = await ResumeClient.signInPaid(t);
    const res = await c.put(DOMAINS_API.subdomain, { subdomain: name.toUpperCase() });
    expect([res.status, res.body.subdomain, res.body.subdomainUrl]).toEqual([
      200,
      name,
      `http://${name}.${APP_DOMAIN}`,
    ]);
    expect((await tlsAllowed(`${name}.${APP_DOMAIN}`)).status).toBe(200);

    const other = await ResumeClient.signInPaid(t);
    const taken = await other.put(DOMAINS_API.subdomain, { subdomain: name });
    expect([taken.status, taken.body]).toEqual([409, error('SUBDOMAIN_TAKEN')]);

    await c.delete(DOMAINS_API.subdomain);
    expect((await tlsAllowed(`${name}.${APP_DOMAIN}`)).status).toBe(404);
    // Released, it is its previous owner's alone for a while (docs/decisions/0036; name-cooldown.e2e-spec.ts).
    const cooling = await other.put(DOMAINS_API.subdomain, { subdomain: name });
    expect([cooling.status, cooling.body]).toEqual([409, error('NAME_RECENTLY_USED')]);
  });

  it.each([
    ['ab', 'SUBDOMAIN_INVALID'],
    ['-anna', 'SUBDOMAIN_INVALID'],
    ['anna.b', 'SUBDOMAIN_INVALID'],
    ['www', 'SUBDOMAIN_RESERVED'],
    ['admin', 'SUBDOMAIN_RESERVED'],
  ] as const)('refuses the subdomain %s (%s)', async (subdomain, code) => {
    const c = await ResumeClient.signInPaid(t);
    const res = await c.put(DOMAINS_API.subdomain, { subdomain });
    expect([res.status, res.body]).toEqual([400, error(code)]);
  });

  it('answers the TLS question 404 for names it does not serve', async () => {
    for (const domain of ['unknown.example.org', `nobody.${APP_DOMAIN}`, `a.b.${APP_DOMAIN}`, 'app.example.test'])
      expect([domain, (await tlsAllowed(domain)).status]).toEqual([domain, 404]);
    expect((await t.http().get(DOMAINS_API.tlsAllowed)).status).toBe(400);
  });

  describe('serving by Host', () => {
    const onHost = (host: string, path: string) => t.http().get(path).set('Host', host);

    /** A paid account with a resume to show, its verified domain and its subdomain. */
    async function person(): Promise<{ c: ResumeClient; domain: string; subdomainHost: string; name: string }> {
      const domain = freshDomain();
      const { c, txt } = await withDomain(domain);
      const name = `Person ${domain.split('.')[0]}`;
      await c.patch('/api/user', { name });
      dns.txt.set(txt.name, [txt.value]);
      expect((await verify(c)).body.state).toBe('verified');
      const label = `p${domain.split('.')[0]}`;
      expect((await c.put(DOMAINS_API.subdomain, { subdomain: label })).status).toBe(200);
      return { c, domain, subdomainHost: `${label}.${APP_DOMAIN}`, name };
    }

    const newLink = async (c: ResumeClient): Promise<string> => {
      const res = await c.post(SHARING_API.shareLinks, {});
      expect(res.status).toBe(201);
      return res.body.shareableId as string;
    };

    it("serves the person's public resume at / on their verified domain and their subdomain", async () => {
      const { domain, subdomainHost, name } = await person();
      for (const host of [domain, subdomainHost, `${domain.toUpperCase()}:443`]) {
        const res = await onHost(host, '/');
        expect([host, res.status, res.type, res.text.includes(name)]).toEqual([host, 200, 'text/html', true]);
      }
      const json = await onHost(domain, DOMAINS_API.domainResume);
      expect([json.status, json.body.user?.name]).toEqual([200, name]);
    });

    it('answers 404 for every other path on a person host, the app and its API included', async () => {
      const { domain } = await person();
      for (const path of ['/login', '/api/user', DOMAINS_API.settings, '/r/someone', '/editor', '/s/', '/metrics'])
        expect([path, (await onHost(domain, path)).status]).toEqual([path, 404]);
      // The app's own host asks for the credentials there.
      expect((await t.http().get('/metrics')).status).toBe(401);
    });

    it("gives the person's pages that host's canonical URL, and links to the app at APP_URL", async () => {
      const { c, domain } = await person();
      expect((await settingsOf(c)).customDomainUrl).toBe(`http://${domain}`);
      const id = await newLink(c);
      const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical((await onHost(domain, '/')).text)).toBe(`http://${domain}/`);
      expect(canonical((await onHost(domain, `/s/${id}`)).text)).toBe(`http://${domain}/s/${id}`);
      expect(canonical((await t.http().get(`/s/${id}`)).text)).toBe(`${APP_URL}/s/${id}`);
      // With the public page off, '/' there says so, and its 'Go home' goes to the app, not to the person's host.
      expect((await c.patch('/api/user', { publicPage: false })).status).toBe(200);
      const off = await onHost(domain, '/');
      expect([off.status, off.text.includes(`href="${APP_URL}/"`)]).toEqual([404, true]);
    });

    it("serves the person's own share links and not another owner's", async () => {
      const { c, domain } = await person();
      const other = await person();
      const own = await newLink(c);
      const theirs = await newLink(other.c);
      expect((await onHost(domain, `/s/${own}`)).status).toBe(200);
      expect((await onHost(domain, `/s/${theirs}`)).status).toBe(404);
      const ownJson = await onHost(domain, `${DOMAINS_API.domainResume}?shareId=${own}`);
      expect(ownJson.status).toBe(200);
      const theirsJson = await onHost(domain, `${DOMAINS_API.domainResume}?shareId=${theirs}`);
      expect([theirsJson.status, theirsJson.body]).toEqual([404, error('SHARE_LINK_INVALID')]);
    });

    it("takes a link's code on the person's host from that host's own pages only", async () => {
      const { c, domain } = await person();
      const res = await c.post(SHARING_API.shareLinks, { securityCode: '4821' });
      const id = res.body.shareableId as string;
      const unlock = (origin: string) =>
        t.http().post(`/s/${id}/unlock`).set('Host', domain).set('Origin', origin).type('form').send({ code: '4821' });
      const own = await unlock(`http://${domain}`);
      expect([own.status, own.headers.location]).toEqual([303, `/s/${id}`]);
      expect(own.headers['set-cookie']?.length).toBeGreaterThan(0);
      const forged = await unlock('http://evil.example.org');
      expect([forged.status, forged.body]).toEqual([403, error('FORBIDDEN_ORIGIN')]);
    });

    it('answers 421 for a pending domain, an unclaimed subdomain and an unknown Host', async () => {
      const pending = freshDomain();
      await withDomain(pending);
      for (const host of [pending, `nobody.${APP_DOMAIN}`, 'unknown.example.org'])
        for (const path of ['/', '/api/user'])
          expect([host, path, (await onHost(host, path)).body]).toEqual([host, path, error('HOST_UNKNOWN')]);
      expect((await onHost('unknown.example.org', '/')).status).toBe(421);
    });

    it("leaves the app's own host and the loopback as they were", async () => {
      for (const host of ['app.example.test', 'localhost', '127.0.0.1'])
        expect([host, (await onHost(host, DOMAINS_API.settings)).status]).toEqual([host, 401]);
    });
  });
});

describe.each(targets())('custom domains without APP_DOMAIN on $name', (target) => {
  const dns = new FakeDns(dns2);
  let t: TestApp;
  beforeAll(async () => {
    await dns.start();
    t = await new TestApp(target, dns.env()).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await dns.stop();
  });

  it('has no subdomains, and answers every Host as the app until a custom domain is verified', async () => {
    const c = await ResumeClient.signInPaid(t);
    const sub = await c.put(DOMAINS_API.subdomain, { subdomain: 'anna' });
    expect([sub.status, sub.body]).toEqual([503, error('SUBDOMAINS_DISABLED')]);
    const settingsOnOtherHost = () => t.http().get(DOMAINS_API.settings).set('Host', 'other.example.org');
    expect((await settingsOnOtherHost()).status).toBe(401);

    const domain = freshDomain();
    const set = await c.put(DOMAINS_API.customDomain, { domain });
    expect(set.body.records).toContainEqual({ type: 'CNAME', name: domain, value: 'app.example.test' });
    const txt = (set.body as DomainSettings).records.find((r) => r.type === 'TXT')!;
    dns.txt.set(txt.name, [txt.value]);
    expect((await c.post(DOMAINS_API.verify, {})).body.state).toBe('verified');

    expect((await settingsOnOtherHost()).body).toEqual(error('HOST_UNKNOWN'));
    expect((await t.http().get('/').set('Host', domain)).status).toBe(200);
  });
});
