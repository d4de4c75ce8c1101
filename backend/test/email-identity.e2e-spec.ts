import type { INestApplication } from '@nestjs/common';
import { ERROR_CODES } from '@resume/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/env.schema';
import { connectionOptions } from '../src/infrastructure/database/database.module';
import { MIGRATIONS } from '../src/migrations';
import { CanonicalEmails1732000000033 } from '../src/migrations/1732000000033-canonical-emails';
import { magicLinkIn, readOutbox } from '../../test-support/outbox.cjs';
import { APP_URL, browserCookie, freshIp, sessionCookie, TestApp } from './support/test-app';
import { provision, targets, type TargetResources } from './support/targets';

/**
 * Issue 24, item 1 (docs/decisions/0033-one-email-one-account.md): one address, one account, on every database. A
 * look-alike of an address (accents, ß, fullwidth letters) is another address with its own account, never a way into
 * the account of the address it imitates; only what the canonical form says is the same (letter case, NFC and NFD of
 * one domain, the fullwidth spelling of an ASCII domain, which is that domain) reaches the same account.
 */
describe.each(targets({ everyStore: true }))('one e-mail, one account on $name', (target) => {
  // Every test asks for links to addresses of its own; the one-mail-a-minute rule has its own suite.
  const t = new TestApp(target, { SIGN_IN_MAIL_INTERVAL_MS: '0' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  let n = 0;
  /** A local part of its own per call, so no two tests share an address. */
  const local = (name: string) => `${name}.${Date.now().toString(36)}${++n}`;

  /** The mail the last request wrote (whatever address it went to). */
  const newestMail = () => {
    const mails = t.mails();
    return mails[mails.length - 1];
  };

  /** Asks for a link as typed and redeems it in the same browser; the mail, the account and the session. */
  async function signInAs(typed: string) {
    const before = t.mails().length;
    const asked = await t.post('/api/auth/magic-link', { email: typed });
    expect(asked.status).toBe(200);
    expect(t.mails().length).toBe(before + 1);
    const mail = newestMail();
    const token = decodeURIComponent(/magic-link-verify\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    const res = await t
      .http()
      .post('/api/auth/verify-magic-link')
      .set('X-Forwarded-For', freshIp())
      .set('Cookie', browserCookie(asked.headers['set-cookie']))
      .send({ token });
    expect(res.status).toBe(200);
    return {
      mailedTo: mail.to,
      user: res.body.user as { id: string; email: string },
      cookie: sessionCookie(res.headers['set-cookie']),
    };
  }

  const refused = async (typed: string, code: 'EMAIL_NOT_SUPPORTED' | 'INVALID_EMAIL' = 'EMAIL_NOT_SUPPORTED') => {
    const before = t.mails().length;
    const res = await t.post('/api/auth/magic-link', { email: typed });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message: ERROR_CODES[code].message });
    expect(t.mails().length).toBe(before);
  };

  describe('sign-in', () => {
    it('a link asked for alice@exämple.com signs in to an account of that address, not to alice@example.com', async () => {
      const name = local('alice.victim');
      const victim = await signInAs(`${name}@example.com`);
      const attacker = await signInAs(`${name}@exämple.com`);
      // The link went to the look-alike's own mailbox, written as mail servers route it (the domain in punycode).
      expect(attacker.mailedTo).toBe(`${name}@xn--exmple-cua.com`);
      expect(attacker.user.email).toBe(`${name}@xn--exmple-cua.com`);
      expect(attacker.user.id).not.toBe(victim.user.id);
      // And the victim's own link still opens the victim's account.
      expect((await signInAs(`${name}@example.com`)).user.id).toBe(victim.user.id);
      expect((await t.http().get('/api/user').set('Cookie', attacker.cookie)).body.email).toBe(
        `${name}@xn--exmple-cua.com`,
      );
    });

    it('ß and ss are two domains; ß in the part before the @ is refused with a message the form shows', async () => {
      const name = local('bob');
      const plain = await signInAs(`${name}@strasse.example`);
      const sharp = await signInAs(`${name}@straße.example`);
      expect(sharp.user.email).toBe(`${name}@xn--strae-oqa.example`);
      expect(sharp.user.id).not.toBe(plain.user.id);
      await t.signIn(`strasse.${name}@example.com`);
      await refused(`straße.${name}@example.com`);
    });

    it('fullwidth letters are refused, before the @ as not supported, in the domain as not an address', async () => {
      const name = local('carol');
      await signInAs(`${name}@example.com`);
      await refused(`ｃａｒｏｌ${name.slice(5)}@example.com`);
      await refused(`${name}@ｅｘａｍｐｌｅ.com`, 'INVALID_EMAIL');
    });

    it('NFC and NFD of one domain are one address; the unaccented domain is another', async () => {
      const name = local('dave');
      const nfc = await signInAs(`${name}@café.example`.normalize('NFC'));
      const nfd = await signInAs(`${name}@café.example`.normalize('NFD'));
      const plain = await signInAs(`${name}@cafe.example`);
      expect(nfc.user.email).toBe(`${name}@xn--caf-dma.example`);
      expect(nfd.user.id).toBe(nfc.user.id);
      expect(plain.user.id).not.toBe(nfc.user.id);
      // An accent before the @, composed or not, is refused.
      await refused(`josé.${name}@example.com`.normalize('NFC'));
      await refused(`josé.${name}@example.com`.normalize('NFD'));
    });

    it('letter case never makes another account', async () => {
      const name = local('Erin');
      const lower = await signInAs(`${name.toLowerCase()}@example.com`);
      const upper = await signInAs(`${name.toUpperCase()}@EXAMPLE.COM`);
      const spaced = await signInAs(`  ${name}@Example.Com `);
      expect(upper.user.id).toBe(lower.user.id);
      expect(spaced.user.id).toBe(lower.user.id);
      expect(lower.user.email).toBe(`${name.toLowerCase()}@example.com`);
    });
  });

  describe('changing the sign-in address', () => {
    const patchUser = (cookie: string, body: object) => t.http().patch('/api/user').set('Cookie', cookie).send(body);
    const confirm = (cookie: string, token: string) =>
      t.http().post('/api/user/email-change/confirm').set('Cookie', cookie).send({ token });
    const confirmTokenFor = (email: string) => {
      const match = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(t.lastMailTo(email).text);
      if (!match) throw new Error(`no confirmation link in the last mail to ${email}`);
      return decodeURIComponent(match[1]);
    };

    it('a look-alike of another account’s address is a new address: confirmed by its own mailbox, not merged', async () => {
      const name = local('frank');
      const victim = await signInAs(`${name}@example.com`);
      const attacker = await signInAs(`mallory.${name}@example.com`);
      const patched = await patchUser(attacker.cookie, { email: `${name}@exämple.com` });
      expect(patched.status).toBe(200);
      expect(patched.body.pendingEmail).toBe(`${name}@xn--exmple-cua.com`);
      // The look-alike mailbox gets a confirmation link (it is nobody's address yet), not "already in use".
      const confirmed = await confirm(attacker.cookie, confirmTokenFor(`${name}@xn--exmple-cua.com`));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({ id: attacker.user.id, email: `${name}@xn--exmple-cua.com` });
      // The victim still signs in to their own account.
      expect((await signInAs(`${name}@example.com`)).user.id).toBe(victim.user.id);
    });

    it('the same address in other letters is the account’s own address: nothing to confirm', async () => {
      const name = local('grace');
      const me = await signInAs(`${name}@example.com`);
      const before = t.mails().length;
      const patched = await patchUser(me.cookie, { email: ` ${name.toUpperCase()}@EXAMPLE.com` });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ email: `${name}@example.com`, pendingEmail: null });
      expect(t.mails().length).toBe(before);
    });

    it('refuses a new address with accents before the @', async () => {
      const me = await signInAs(`${local('heidi')}@example.com`);
      const res = await patchUser(me.cookie, { email: `hëidi.${Date.now()}@example.com` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'EMAIL_NOT_SUPPORTED', message: ERROR_CODES.EMAIL_NOT_SUPPORTED.message });
    });
  });

  it('a look-alike confirmed on an attacker’s account before the real person signs up does not catch them', async () => {
    const name = local('ivan');
    const attacker = await signInAs(`mallory.${name}@example.com`);
    const patched = await t
      .http()
      .patch('/api/user')
      .set('Cookie', attacker.cookie)
      .send({ email: `${name}@exämple.com` });
    expect(patched.status).toBe(200);
    const token = decodeURIComponent(/\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(newestMailWithConfirmation())![1]);
    const confirmed = await t
      .http()
      .post('/api/user/email-change/confirm')
      .set('Cookie', attacker.cookie)
      .send({ token });
    expect(confirmed.status).toBe(200);

    // The real person signs up later with the address the look-alike imitates: an account of their own.
    const real = await signInAs(`${name}@example.com`);
    expect(real.user.id).not.toBe(attacker.user.id);
    expect(real.user.email).toBe(`${name}@example.com`);
    const resume = await t.http().get('/api/complete-resume').set('Cookie', real.cookie);
    expect(resume.body.user).toMatchObject({ id: real.user.id, email: `${name}@example.com` });
  });

  function newestMailWithConfirmation(): string {
    const mail = [...t.mails()].reverse().find((m) => m.text.includes('/confirm-email?token='));
    if (!mail) throw new Error('no confirmation mail');
    return mail.text;
  }

  if (target.database === 'mariadb') {
    it('stores the address in a column compared byte by byte', async () => {
      const name = local('judy');
      await signInAs(`${name}@example.com`);
      expect(await t.count('users', 'email = ?', [`${name}@example.com`])).toBe(1);
      expect(await t.count('users', 'email = ?', [`${name.toUpperCase()}@EXAMPLE.COM`])).toBe(0);
      expect(await t.count('users', 'email = ?', [`${name}@exämple.com`])).toBe(0);
      expect(await t.count('magic_link_tokens', 'email = ?', [`${name}@exämple.com`])).toBe(0);
    });
  }
});

/**
 * Accounts made under the old rule (trimmed and lower-cased, compared by the database's collation) meet the canonical
 * form in migration 1732000000033: each keeps its own account, and twins the canonical form makes equal stay apart.
 */
describe.each(targets({ everyStore: true }).filter((target) => !target.redis))(
  'existing addresses migrated on $name',
  (target) => {
    let resources: TargetResources;
    let dataDir: string;
    let env: Record<string, string>;
    let app: INestApplication | undefined;
    beforeEach(async () => {
      resources = await provision(target);
      dataDir = mkdtempSync(join(tmpdir(), 'rb-emails-'));
      env = { DATA_DIR: dataDir, APP_URL, TRUST_PROXY: 'loopback', LOG_LEVEL: 'error', ...resources.env };
    });
    afterEach(async () => {
      await app?.close();
      await resources.release();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A date as both databases take it in plain SQL (sql.js binds no Date). */
    const sqlDate = (iso: string) => new Date(iso).toISOString().replace('T', ' ').replace('Z', '');

    /** The schema before this change, with the rows given, as the old code left them. */
    async function oldDatabase(users: [id: string, email: string, createdAt: string][]) {
      const before = MIGRATIONS.filter((M) => M !== CanonicalEmails1732000000033);
      const old = new DataSource({ ...connectionOptions(loadConfig(env)), migrations: before });
      await old.initialize();
      await old.runMigrations();
      for (const [id, email, createdAt] of users) {
        await old.query(
          'INSERT INTO users (id, email, username, plan, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
          [id, email, id.toLowerCase(), 'free', sqlDate(createdAt), sqlDate(createdAt)],
        );
      }
      await old.query(
        'INSERT INTO magic_link_tokens (id, tokenHash, email, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?)',
        [
          'pendinglink00000000000',
          'a'.repeat(64),
          'erin@exämple.com',
          sqlDate(new Date(Date.now() + 3_600_000).toISOString()),
          sqlDate(new Date().toISOString()),
        ],
      );
      await old.destroy();
    }

    const signIn = async (typed: string) => {
      const http = request(app!.getHttpServer());
      const asked = await http.post('/api/auth/magic-link').set('X-Forwarded-For', freshIp()).send({ email: typed });
      expect(asked.status).toBe(200);
      const mails = readOutbox(dataDir);
      const token = magicLinkIn(mails[mails.length - 1].text)!.token;
      const res = await http
        .post('/api/auth/verify-magic-link')
        .set('X-Forwarded-For', freshIp())
        .set('Cookie', browserCookie(asked.headers['set-cookie']))
        .send({ token });
      expect(res.status).toBe(200);
      return res.body.user as { id: string; email: string };
    };

    it('rewrites every address in its canonical form and keeps look-alike accounts apart', async () => {
      const rows: [string, string, string][] = [
        ['userAAAAAAAAAAAAAAAAAA', 'alice@example.com', '2024-01-01T00:00:00Z'],
        ['userCCCCCCCCCCCCCCCCCC', 'bob@café.example'.normalize('NFC'), '2024-01-01T00:00:00Z'],
        // Only the old comparison of sql.js let a twin of either exist: MariaDB's collation refused it.
        ...(target.database === 'sqljs'
          ? ([
              ['userBBBBBBBBBBBBBBBBBB', 'alice@exämple.com', '2024-02-01T00:00:00Z'],
              ['userDDDDDDDDDDDDDDDDDD', 'bob@café.example'.normalize('NFD'), '2024-02-01T00:00:00Z'],
            ] as [string, string, string][])
          : []),
        // Two spellings of one domain that every collation tells apart.
        ['userEEEEEEEEEEEEEEEEEE', 'bob@xn--caf-dma.example', '2024-03-01T00:00:00Z'],
        ['userFFFFFFFFFFFFFFFFFF', 'dörte@example.com', '2024-01-01T00:00:00Z'],
      ];
      await oldDatabase(rows);
      app = await createApp({ env });
      const dataSource = app.get(DataSource);
      const emails = Object.fromEntries(
        ((await dataSource.query('SELECT id, email FROM users')) as { id: string; email: string }[]).map((r) => [
          r.id,
          r.email,
        ]),
      );
      expect(emails).toEqual({
        userAAAAAAAAAAAAAAAAAA: 'alice@example.com',
        userCCCCCCCCCCCCCCCCCC: 'bob@xn--caf-dma.example',
        ...(target.database === 'sqljs'
          ? {
              userBBBBBBBBBBBBBBBBBB: 'alice@xn--exmple-cua.com',
              userDDDDDDDDDDDDDDDDDD: 'duplicate+userdddddddddddddddddd@merged.invalid',
            }
          : {}),
        userEEEEEEEEEEEEEEEEEE: 'duplicate+usereeeeeeeeeeeeeeeeee@merged.invalid',
        userFFFFFFFFFFFFFFFFFF: 'dörte@example.com',
      });
      expect(await dataSource.query('SELECT email FROM magic_link_tokens')).toEqual([
        { email: 'erin@xn--exmple-cua.com' },
      ]);

      // Each address signs in to its own account; a look-alike never to another's.
      expect((await signIn('alice@example.com')).id).toBe('userAAAAAAAAAAAAAAAAAA');
      const lookAlike = await signIn('alice@exämple.com');
      expect(lookAlike.id).toEqual(
        target.database === 'sqljs' ? 'userBBBBBBBBBBBBBBBBBB' : expect.not.stringMatching(/^user/),
      );
      expect((await signIn('bob@café.example'.normalize('NFD'))).id).toBe('userCCCCCCCCCCCCCCCCCC');
      if (target.database === 'mariadb') {
        // The binary comparison: the address in other letters or accents finds no row.
        expect(await dataSource.query('SELECT id FROM users WHERE email = ?', ['ALICE@example.com'])).toEqual([]);
      }
    });
  },
);
