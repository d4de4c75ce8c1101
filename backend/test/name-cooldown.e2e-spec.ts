import { DOMAINS_API, ERROR_CODES, LIMITS } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshEmail, TestApp } from './support/test-app';

/**
 * Names already handed out (issue 24, LOW; docs/decisions/0036-plan-lapse.md): a released username or subdomain is
 * its previous owner's alone for LIMITS.nameCooldownDays, so a link someone kept never shows a stranger's resume;
 * and the reserved lists hold infrastructure names, the app's route words and punycode labels.
 */
const APP_DOMAIN = 'resumes.example.test';
const DAY = 24 * 60 * 60 * 1000;
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
let counter = 0;
const fresh = (prefix = 'n') => `${prefix}${Date.now().toString(36)}${++counter}`;

describe.each(targets())('names on $name', (target) => {
  const t = new TestApp(target, { APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const rename = (c: ResumeClient, username: string) => c.patch('/api/user', { username });
  const claim = (c: ResumeClient, subdomain: string) => c.put(DOMAINS_API.subdomain, { subdomain });
  /** Moves the clock on, the sessions kept alive (they end after 30 days without use). */
  async function passDays(days: number, ...clients: ResumeClient[]): Promise<void> {
    for (let left = days * DAY; left > 0; left -= 10 * DAY) {
      t.clock.advance(Math.min(left, 10 * DAY));
      for (const c of clients) expect((await c.get('/api/user')).status).toBe(200);
    }
  }

  describe('cooldown of a released name', () => {
    it('keeps a changed username for its previous owner, then frees it', async () => {
      const owner = await ResumeClient.signIn(t);
      const other = await ResumeClient.signIn(t);
      const old = fresh();
      expect((await rename(owner, old)).status).toBe(200);
      expect((await rename(owner, fresh())).status).toBe(200);

      const taken = await rename(other, old);
      expect([taken.status, taken.body]).toEqual([409, error('NAME_RECENTLY_USED')]);
      expect((await t.http().get(`/r/${old}`)).status).toBe(404);

      expect((await rename(owner, old)).status).toBe(200);
      expect((await rename(owner, fresh())).status).toBe(200);
      await passDays(LIMITS.nameCooldownDays - 1, owner, other);
      expect((await rename(other, old)).status).toBe(409);
      await passDays(1, owner, other);
      const freed = await rename(other, old);
      expect([freed.status, freed.body.username]).toEqual([200, old]);
    });

    it('never gives a released username to a new account', async () => {
      const local = fresh('cool');
      const first = await t.signIn(freshEmail(local).replace(/^[^@]+/, local));
      expect(first.user.username).toBe(local);
      const res = await t.http().patch('/api/user').set('Cookie', first.cookie).send({ username: fresh() });
      expect(res.status).toBe(200);
      const second = await t.signIn(`${local}@other.example.com`);
      expect(second.user.username).toBe(`${local}-2`);
    });

    it('keeps a released or changed subdomain for its previous owner, then frees it', async () => {
      const owner = await ResumeClient.signInPaid(t);
      const other = await ResumeClient.signInPaid(t);
      const [first, second] = [fresh('s'), fresh('s')];
      expect((await claim(owner, first)).status).toBe(200);
      expect((await owner.delete(DOMAINS_API.subdomain)).status).toBe(200);
      const released = await claim(other, first);
      expect([released.status, released.body]).toEqual([409, error('NAME_RECENTLY_USED')]);

      expect((await claim(owner, first)).status).toBe(200);
      expect((await claim(owner, second)).status).toBe(200);
      expect((await claim(other, first)).status).toBe(409);
      expect((await t.http().get('/').set('Host', `${first}.${APP_DOMAIN}`)).status).toBe(421);

      await passDays(LIMITS.nameCooldownDays, owner, other);
      const freed = await claim(other, first);
      expect([freed.status, freed.body.subdomain]).toEqual([200, first]);
    });
  });

  describe('reserved names', () => {
    const words = [
      'autodiscover',
      'sso',
      'vpn',
      'www1',
      'www2',
      'imap',
      'ns1',
      'mx1',
      'linkedin',
      'stripe',
      'webhooks',
      'domains',
      'confirm-email',
      'billing',
    ];
    const punycode = ['xn--80ak6aa92e', 'xn--pple-43d', 'ab--cd'];

    it.each([...words, ...punycode])('refuses %s as a username and as a subdomain', async (name) => {
      const c = await ResumeClient.signInPaid(t);
      const asUsername = await rename(c, name);
      expect([asUsername.status, asUsername.body]).toEqual([400, error('USERNAME_RESERVED')]);
      const asSubdomain = await claim(c, name);
      expect(asSubdomain.status).toBe(400);
      expect(['SUBDOMAIN_RESERVED', 'SUBDOMAIN_INVALID']).toContain(asSubdomain.body.code);
    });

    it('still takes a name with hyphens elsewhere', async () => {
      const c = await ResumeClient.signInPaid(t);
      const name = `${fresh('a')}-b-c`;
      expect((await rename(c, name)).status).toBe(200);
      expect((await claim(c, name)).status).toBe(200);
    });
  });
});
