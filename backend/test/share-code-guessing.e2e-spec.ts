import { ERROR_CODES, MESSAGES, SHARE_CODE_ATTEMPTS, SHARING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import request from 'supertest';
import { LinksForVisit } from '../src/modules/sharing/application/ports/links-for-visit';
import { ShareLinkRepository } from '../src/modules/sharing/application/ports/share-link.repository';
import { ShareCodeGate } from '../src/modules/sharing/application/share-code-gate';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, OutboxMail, TestApp } from './support/test-app';

/**
 * Guessing a link's security code (issue 10 point 5, docs/decisions/0014-share-code-guessing.md): waits per
 * client address, the link-wide total locks at 18 (0.2 % of 9,000 codes), the owner is mailed when the link
 * starts waiting and when it locks.
 */
const CODE = '7391';
const WRONG = '0000';
const ALERT_SUBJECTS = ['Someone is entering wrong codes for your share link', 'Your share link is locked'];
const { freeFailuresPerClient, linkWaitAfterFailures, lockAfterFailures } = SHARE_CODE_ATTEMPTS;

/** '2026-11-21 14:05 UTC', as the owner's mail states the time. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

describe.each(targets({ everyStore: true }))('share code guessing on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  /** A paid owner with a coded link, and their address. */
  async function ownerWithLink(code = CODE) {
    const c = await ResumeClient.signInPaid(t);
    await c.patch('/api/user', { name: 'Grace Hopper' });
    const res = await c.post(SHARING_API.shareLinks, { securityCode: code });
    if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
    const [user] = await t.dataSource.query('SELECT email FROM users WHERE id = ?', [c.userId]);
    return { c, link: res.body as ShareLinkDetails, email: String(user.email) };
  }

  /** GET /api/resume/shared/{id}?code= from one client address, on this app or a replica. */
  const attempt = (shareableId: string, code: string | undefined, ip: string, server: Server = t.app.getHttpServer()) =>
    request(server)
      .get(SHARING_API.sharedResume(shareableId, code))
      .set('X-Forwarded-For', ip)
      .set('User-Agent', 'jest-guesser/1.0');

  /** The guessing notices the owner received (not their sign-in mail). */
  const alertsTo = (email: string): OutboxMail[] =>
    t.mails().filter((m) => m.to === email && ALERT_SUBJECTS.includes(m.subject));

  const listed = async (c: ResumeClient, id: string) =>
    ((await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[]).find((l) => l.id === id)!;

  it("one client's wrong codes make that client wait, doubling; another client with the right code gets in", async () => {
    const { link } = await ownerWithLink();
    const guesser = freshIp();
    for (let n = 1; n < freeFailuresPerClient; n += 1) {
      const wrong = await attempt(link.shareableId, WRONG, guesser);
      expect([n, wrong.status, wrong.body]).toEqual([
        n,
        403,
        { code: 'SECURITY_CODE_INVALID', message: MESSAGES.resumeViews.invalidSecurityCode, requiresCode: true },
      ]);
    }
    // The guesser's own 3rd, 4th and 5th wrong codes: 60, 120, 240 seconds, and even the right code waits.
    for (const wait of [60, 120, 240]) {
      const wrong = await attempt(link.shareableId, WRONG, guesser);
      expect([wait, wrong.status, wrong.body.code, wrong.body.retryAfterSeconds]).toEqual([
        wait,
        403,
        'SECURITY_CODE_INVALID',
        wait,
      ]);
      const refused = await attempt(link.shareableId, CODE, guesser);
      expect([wait, refused.status, refused.body.code, refused.headers['retry-after']]).toEqual([
        wait,
        429,
        'CODE_ATTEMPTS_WAIT',
        String(wait),
      ]);
      expect(refused.body).toMatchObject({
        message: ERROR_CODES.CODE_ATTEMPTS_WAIT.message,
        requiresCode: true,
        retryAfterSeconds: wait,
      });
      // Five wrong codes on the link so far: another visitor is not kept waiting, and gets in with the right code.
      const other = await attempt(link.shareableId, CODE, freshIp());
      expect([wait, other.status, other.body.user?.name]).toEqual([wait, 200, 'Grace Hopper']);
      t.clock.advance(wait * 1000 - 2000);
      expect((await attempt(link.shareableId, CODE, guesser)).status).toBe(429);
      t.clock.advance(2000);
    }
    // The guesser's wait is over: the right code opens the link for it too.
    expect((await attempt(link.shareableId, CODE, guesser)).status).toBe(200);
    // A request without a code still gets the code dialog, never the wait.
    expect((await attempt(link.shareableId, undefined, guesser)).body.code).toBe('SECURITY_CODE_REQUIRED');
  }, 60_000);

  it('the total over all clients locks the link for everyone at 18; the owner gets one mail when it starts waiting and one when it locks; a new code reopens', async () => {
    const { c, link, email } = await ownerWithLink();
    const first = freshIp();
    let count = 0;
    const wrongFrom = async (ip: string) => {
      const before = t.clock.now();
      const res = await attempt(link.shareableId, WRONG, ip);
      count += 1;
      expect([count, res.status, res.body.code]).toEqual([count, 403, 'SECURITY_CODE_INVALID']);
      return { res, minutes: [utcMinute(before), utcMinute(t.clock.now())] };
    };

    // One client's three wrong codes (its 3rd makes it wait), another's two: at the 6th from everyone the link waits.
    for (let i = 1; i <= freeFailuresPerClient; i += 1) {
      expect((await wrongFrom(first)).res.body.retryAfterSeconds).toBe(i === freeFailuresPerClient ? 60 : undefined);
    }
    const second = freshIp();
    while (count < linkWaitAfterFailures - 1)
      expect((await wrongFrom(second)).res.body.retryAfterSeconds).toBeUndefined();
    expect(alertsTo(email)).toEqual([]);
    const sixth = await wrongFrom(freshIp());
    expect(count).toBe(linkWaitAfterFailures);
    expect(sixth.res.body.retryAfterSeconds).toBe(60);
    const waiting = alertsTo(email);
    expect(waiting.map((m) => m.subject)).toEqual(['Someone is entering wrong codes for your share link']);
    expect(waiting[0].text).toContain(`${linkWaitAfterFailures} wrong security codes`);
    expect(sixth.minutes.some((minute) => waiting[0].text.includes(minute))).toBe(true);
    expect(waiting[0].text).toContain(`${APP_URL}/share-links`);
    expect(waiting[0].html).toContain(`href="${APP_URL}/share-links"`);
    for (const part of [waiting[0].subject, waiting[0].text, waiting[0].html]) expect(part).not.toContain(CODE);

    // While the link waits, every wrong code makes its client wait from the first; the right code still opens.
    const newcomer = await wrongFrom(freshIp());
    expect(newcomer.res.body.retryAfterSeconds).toBe(60);
    expect((await attempt(link.shareableId, CODE, freshIp())).status).toBe(200);
    while (count < lockAfterFailures - 1) await wrongFrom(freshIp());
    expect(await listed(c, link.id)).toMatchObject({ locked: false, failedAttempts: lockAfterFailures - 1 });
    expect(alertsTo(email)).toHaveLength(1);

    // The 18th wrong code from everyone locks the link: now even the right code from a new client is refused.
    const last = await wrongFrom(freshIp());
    expect(last.res.body.retryAfterSeconds).toBeUndefined();
    const locked = await attempt(link.shareableId, CODE, freshIp());
    expect([locked.status, locked.body]).toEqual([
      423,
      { code: 'SHARE_LINK_LOCKED', message: ERROR_CODES.SHARE_LINK_LOCKED.message, requiresCode: true },
    ]);
    expect((await attempt(link.shareableId, undefined, freshIp())).status).toBe(423);
    t.clock.advance(24 * 3600 * 1000);
    expect((await attempt(link.shareableId, CODE, freshIp())).status).toBe(423);

    const alerts = alertsTo(email);
    expect(alerts.map((m) => m.subject)).toEqual(ALERT_SUBJECTS);
    expect(alerts[1].text).toContain(`${lockAfterFailures} wrong security codes`);
    expect(last.minutes.some((minute) => alerts[1].text.includes(minute))).toBe(true);
    expect(alerts[1].text).toContain(`${APP_URL}/share-links`);
    for (const part of [alerts[1].subject, alerts[1].text, alerts[1].html]) expect(part).not.toContain(CODE);
    // Manage Share Links shows the state.
    expect(await listed(c, link.id)).toMatchObject({ locked: true, failedAttempts: lockAfterFailures });

    // The owner sets a new code: open again, and every client's count starts again (the first guesser too).
    const reset = await c.patch(SHARING_API.shareLink(link.id), { securityCode: '5182' });
    expect(reset.body).toMatchObject({ locked: false, failedAttempts: 0, securityCode: '5182' });
    const again = await attempt(link.shareableId, WRONG, first);
    expect([again.status, again.body.retryAfterSeconds]).toEqual([403, undefined]);
    expect((await attempt(link.shareableId, CODE, freshIp())).status).toBe(403);
    expect((await attempt(link.shareableId, '5182', freshIp())).status).toBe(200);
    expect(await listed(c, link.id)).toMatchObject({ locked: false, failedAttempts: 2 });
    expect(alertsTo(email)).toHaveLength(2);
  }, 60_000);

  it("counts one client's concurrent wrong codes exactly once each: its wait begins at its own 3rd", async () => {
    const { c, link } = await ownerWithLink();
    const guesser = freshIp();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => attempt(link.shareableId, WRONG, guesser)));
    expect(answers.map((r) => r.status).sort()).toEqual([403, 403, 403, 429, 429]);
    expect(
      answers
        .filter((r) => r.status === 403)
        .map((r) => r.body.retryAfterSeconds ?? 0)
        .sort(),
    ).toEqual([0, 0, 60]);
    expect((await listed(c, link.id)).failedAttempts).toBe(freeFailuresPerClient);
  });

  it('a burst of 40 concurrent guesses from 40 addresses: exactly 18 are weighed, the rest find the link locked', async () => {
    const { c, link, email } = await ownerWithLink();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(link.shareableId, String(1000 + i), freshIp())),
    );
    const statuses = answers.map((r) => r.status);
    expect([statuses.filter((s) => s === 403).length, statuses.filter((s) => s === 423).length]).toEqual([
      lockAfterFailures,
      40 - lockAfterFailures,
    ]);
    expect(await listed(c, link.id)).toMatchObject({ locked: true, failedAttempts: lockAfterFailures });
    expect(alertsTo(email).map((m) => m.subject)).toEqual(ALERT_SUBJECTS);
  });

  it('weighs a code against the link as it is, not as it was read: a link locked meanwhile refuses even the right code', async () => {
    const { link } = await ownerWithLink();
    for (let n = 1; n < lockAfterFailures; n += 1)
      expect((await attempt(link.shareableId, WRONG, freshIp())).status).toBe(403);
    // A visit reads the link (17 wrong codes, open) ...
    const read = (await t.app.get(LinksForVisit).findForVisit(link.shareableId))!;
    expect([read.link.failedAttempts, read.link.lockedAt]).toEqual([lockAfterFailures - 1, null]);
    // ... another guess locks it before this visit's code is weighed: concurrent guesses are weighed one by one.
    expect((await attempt(link.shareableId, WRONG, freshIp())).status).toBe(403);
    const weighed = t.app.get(ShareCodeGate).admit(read, { code: CODE, visitor: { ip: freshIp(), userAgent: 'jest' } });
    await expect(weighed).rejects.toMatchObject({ code: 'SHARE_LINK_LOCKED' });
  });

  it("an owner's edit written from an older read never undoes wrong codes counted meanwhile", async () => {
    const { c, link } = await ownerWithLink();
    const links = t.app.get(ShareLinkRepository);
    const read = (await links.findOwned(c.userId, link.id))!;
    for (let i = 0; i < 2; i += 1) expect((await attempt(link.shareableId, WRONG, freshIp())).status).toBe(403);
    await links.updateOwned({ ...read, noindex: true, updatedAt: new Date() });
    expect(await listed(c, link.id)).toMatchObject({ noindex: true, failedAttempts: 2, locked: false });
  });

  it('a mail that cannot be sent changes nothing for the visitor', async () => {
    const { c, link, email } = await ownerWithLink();
    // The outbox folder becomes a file: every send fails until it is put back.
    const aside = `${t.outboxDir}.aside`;
    if (existsSync(t.outboxDir)) renameSync(t.outboxDir, aside);
    writeFileSync(t.outboxDir, 'not a folder');
    try {
      for (let n = 1; n <= lockAfterFailures; n += 1) {
        const wrong = await attempt(link.shareableId, WRONG, freshIp());
        expect([n, wrong.status, wrong.body.code]).toEqual([n, 403, 'SECURITY_CODE_INVALID']);
        expect([n, wrong.body.retryAfterSeconds]).toEqual([
          n,
          n >= linkWaitAfterFailures && n < lockAfterFailures ? 60 : undefined,
        ]);
      }
      expect((await attempt(link.shareableId, CODE, freshIp())).status).toBe(423);
    } finally {
      rmSync(t.outboxDir, { force: true });
      if (existsSync(aside)) renameSync(aside, t.outboxDir);
    }
    expect(alertsTo(email)).toEqual([]);
    expect(await listed(c, link.id)).toMatchObject({ locked: true, failedAttempts: lockAfterFailures });
  }, 60_000);
});

// Replicas need a shared database server (sql.js is one process by design).
const shared = targets({ everyStore: true }).filter((target) => target.database === 'mariadb' && !target.missing);
if (shared.length > 0) {
  describe.each(shared)('share code guessing on two replicas on $name', (target) => {
    const t = new TestApp(target);
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop());

    it("agree on each client's wait, on the link's total, and send the owner one mail between them", async () => {
      const replica = await t.startReplica();
      const servers: Server[] = [t.app.getHttpServer(), replica.getHttpServer()];
      const c = await ResumeClient.signInPaid(t);
      const link = (await c.post(SHARING_API.shareLinks, { securityCode: CODE })).body as ShareLinkDetails;
      const [user] = await t.dataSource.query('SELECT email FROM users WHERE id = ?', [c.userId]);
      const attempt = (code: string, ip: string, server: Server) =>
        request(server).get(SHARING_API.sharedResume(link.shareableId, code)).set('X-Forwarded-For', ip);

      // One client's wrong codes on alternate replicas add up: its 3rd makes it wait on both.
      const guesser = freshIp();
      for (let n = 1; n <= freeFailuresPerClient; n += 1) {
        const wrong = await attempt(WRONG, guesser, servers[n % 2]);
        expect([n, wrong.status, wrong.body.retryAfterSeconds]).toEqual([
          n,
          403,
          n === freeFailuresPerClient ? 60 : undefined,
        ]);
      }
      for (const server of servers) expect((await attempt(CODE, guesser, server)).status).toBe(429);
      expect((await attempt(CODE, freshIp(), servers[1])).status).toBe(200);

      // Another client's wrong codes at once on both replicas: three count (the link reaches 6), the rest wait.
      const racer = freshIp();
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => attempt(WRONG, racer, servers[i % 2])));
      expect(answers.map((r) => r.status).sort()).toEqual([403, 403, 403, 429, 429, 429]);
      // Many clients at once on both replicas: each counts once, the owner was mailed once.
      const crowd = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => attempt(WRONG, freshIp(), servers[i % 2])));
      expect(crowd.map((r) => [r.status, r.body.retryAfterSeconds])).toEqual(Array(6).fill([403, 60]));
      const links = (await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[];
      expect(links[0]).toMatchObject({ locked: false, failedAttempts: 12 });
      expect(
        t
          .mails()
          .filter((m) => m.to === user.email && ALERT_SUBJECTS.includes(m.subject))
          .map((m) => m.subject),
      ).toEqual([ALERT_SUBJECTS[0]]);

      // The lock too: the 18th locks the link on both replicas.
      for (let n = 13; n <= lockAfterFailures; n += 1)
        expect((await attempt(WRONG, freshIp(), servers[n % 2])).status).toBe(403);
      for (const server of servers) expect((await attempt(CODE, freshIp(), server)).status).toBe(423);
    }, 60_000);
  });
}
