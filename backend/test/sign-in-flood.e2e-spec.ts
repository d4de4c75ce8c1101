import { LIMITS, MAGIC_LINK_SENT_MESSAGE } from '@resume/contracts';
import { browserCookie, freshEmail, freshIp, sessionCookie, TestApp } from './support/test-app';
import { targets } from './support/targets';
import { magicLinkIn } from '../../test-support/outbox.cjs';

/**
 * Issue 24, item 2 (docs/decisions/0033-one-email-one-account.md): a stranger who asks for sign-in links to someone's
 * address can slow the mails down, never keep the owner out. At most one mail a minute per address and a daily
 * ceiling; a request past either answers the same 200 as any other and mails nothing; no answer keyed on the address
 * is ever a 429.
 */
describe.each(targets({ everyStore: true }))('sign-in under a flood on $name', (target) => {
  describe('with the default limits', () => {
    // The production defaults: one mail a minute, LIMITS.signInMailsPerAddress.perDay a day.
    const t = new TestApp(target, {
      SIGN_IN_MAIL_INTERVAL_MS: String(LIMITS.signInMailsPerAddress.intervalMs),
      SIGN_IN_MAILS_PER_DAY: String(LIMITS.signInMailsPerAddress.perDay),
    });
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop());

    const mailsTo = (email: string) => t.mails().filter((m) => m.to === email);

    it('mails one link a minute whoever asks, answers every request alike, and the owner gets in', async () => {
      const owner = freshEmail('owner');
      // Strangers, each from an address of its own, all at once.
      const flood = await Promise.all(
        Array.from({ length: 30 }, () => t.post('/api/auth/magic-link', { email: owner }, freshIp())),
      );
      for (const res of flood) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: MAGIC_LINK_SENT_MESSAGE });
        expect(Object.keys(res.headers).filter((h) => /ratelimit|retry-after/i.test(h))).toEqual([]);
      }
      expect(mailsTo(owner)).toHaveLength(1);

      // The owner asks from their own client: the same 200, nothing new within the minute.
      const ownClient = freshIp();
      const own = await t.post('/api/auth/magic-link', { email: owner }, ownClient);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({ success: true, message: MAGIC_LINK_SENT_MESSAGE });
      expect(mailsTo(owner)).toHaveLength(1);

      // The link in their mailbox (asked by a stranger's browser) signs them in after their click.
      const token = magicLinkIn(mailsTo(owner)[0].text)!.token;
      const res = await t
        .http()
        .post('/api/auth/verify-magic-link')
        .set('X-Forwarded-For', ownClient)
        .set('Cookie', browserCookie(own.headers['set-cookie']))
        .send({ token, confirm: true });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(owner);
      expect((await t.http().get('/api/user').set('Cookie', sessionCookie(res.headers['set-cookie']))).status).toBe(
        200,
      );
    });

    it('counts concurrent requests for one address as one step each: exactly one mail', async () => {
      const email = freshEmail();
      const results = await Promise.all(Array.from({ length: 20 }, () => t.post('/api/auth/magic-link', { email })));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(mailsTo(email)).toHaveLength(1);
      expect(await t.count('magic_link_tokens', 'email = ?', [email])).toBe(1);
    });
  });

  describe('with a short minute and a small daily ceiling', () => {
    const intervalMs = 1500;
    const perDay = 3;
    const t = new TestApp(target, {
      SIGN_IN_MAIL_INTERVAL_MS: String(intervalMs),
      SIGN_IN_MAILS_PER_DAY: String(perDay),
    });
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop());

    const mailsTo = (email: string) => t.mails().filter((m) => m.to === email);
    const flood = (email: string) =>
      Promise.all(Array.from({ length: 5 }, () => t.post('/api/auth/magic-link', { email }, freshIp())));
    const nextWindow = () => new Promise((resolve) => setTimeout(resolve, intervalMs + 200));

    it('after the minute the owner’s own request mails a link that opens in their browser; old links keep working', async () => {
      const owner = freshEmail('owner');
      await flood(owner);
      expect(mailsTo(owner)).toHaveLength(1);
      const strangersToken = magicLinkIn(mailsTo(owner)[0].text)!.token;

      await nextWindow();
      const ownClient = freshIp();
      const own = await t.post('/api/auth/magic-link', { email: owner }, ownClient);
      expect(own.status).toBe(200);
      expect(mailsTo(owner)).toHaveLength(2);
      const ownToken = magicLinkIn(mailsTo(owner)[1].text)!.token;
      const signedIn = await t
        .http()
        .post('/api/auth/verify-magic-link')
        .set('X-Forwarded-For', ownClient)
        .set('Cookie', browserCookie(own.headers['set-cookie']))
        .send({ token: ownToken });
      expect(signedIn.status).toBe(200);
      // The stranger's earlier link was not ended by the newer one: it still signs in (after a click).
      expect((await t.verify(strangersToken, { browser: false, confirm: true })).status).toBe(200);
    });

    it('past the daily ceiling answers the same 200 and mails nothing; the last link of the day lasts the day', async () => {
      const owner = freshEmail('ceiling');
      for (let round = 0; round < perDay; round++) {
        if (round > 0) await nextWindow();
        await flood(owner);
      }
      const mails = mailsTo(owner);
      expect(mails).toHaveLength(perDay);
      await nextWindow();
      const late = await t.post('/api/auth/magic-link', { email: owner }, freshIp());
      expect(late.status).toBe(200);
      expect(late.body).toEqual({ success: true, message: MAGIC_LINK_SENT_MESSAGE });
      expect(mailsTo(owner)).toHaveLength(perDay);

      // The last mail says so, and its link outlives the usual hour: the owner is never left without one.
      const last = mails[perDay - 1];
      expect(last.text).toContain('the last sign-in link we send to this address until');
      const token = magicLinkIn(last.text)!.token;
      t.clock.advance(2 * 60 * 60 * 1000);
      try {
        expect((await t.verify(token, { browser: false, confirm: true })).status).toBe(200);
        // An earlier one of the same day ends after its hour as always.
        expect((await t.verify(magicLinkIn(mails[0].text)!.token, { browser: false, confirm: true })).status).toBe(401);
      } finally {
        t.clock.reset();
      }
    });
  });
});
