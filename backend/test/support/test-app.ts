import type { INestApplication } from '@nestjs/common';
import { MAGIC_LINK, SESSION_COOKIE } from '@resume/contracts';
import Redis from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AdjustableClock } from '../../src/shared/testing/adjustable-clock';
import { migrateFirstInProduction } from './migrate-first';
import { SlowNetwork } from './slow-network';
import { provision, Target } from './targets';
import { magicLinkIn, newestMailTo, readOutbox, type OutboxMail } from '../../../test-support/outbox.cjs';

export const APP_URL = 'http://app.example.test';

export type { OutboxMail } from '../../../test-support/outbox.cjs';

let ipCounter = 0;
/** A distinct client address per call, so the per-client limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function freshEmail(local = 'user'): string {
  emailCounter += 1;
  return `${local}.${Date.now().toString(36)}${emailCounter}@example.com`;
}

/** An app for one suite: its own data folder (sql.js file and outbox), and its own database or key prefix. */
export class TestApp {
  app!: INestApplication;
  dataSource!: DataSource;
  readonly clock = new AdjustableClock();
  readonly dataDir = mkdtempSync(join(tmpdir(), 'rb-e2e-'));
  readonly outboxDir = join(this.dataDir, 'outbox');
  redis: Redis | null = null;
  redisPrefix = '';
  private releaseTarget = async () => {};
  private env: Record<string, string | undefined> = {};
  private siblings: INestApplication[] = [];
  private slowNetwork: SlowNetwork | null = null;

  /** `serviceDelayMs`: MariaDB and Redis reached through a hop that delays each packet so long (SlowNetwork). */
  constructor(
    readonly target: Target,
    private readonly extraEnv: Record<string, string> = {},
    private readonly options: { serviceDelayMs?: number } = {},
  ) {}

  async start(): Promise<this> {
    const resources = await provision(this.target);
    this.releaseTarget = resources.release;
    if (this.options.serviceDelayMs) {
      this.slowNetwork = new SlowNetwork(this.options.serviceDelayMs);
      for (const name of ['DATABASE_URL', 'REDIS_URL'])
        if (resources.env[name]) resources.env[name] = await this.slowNetwork.route(resources.env[name]);
    }
    const env: Record<string, string> = {
      APP_URL,
      DATA_DIR: this.dataDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      // Suites sign one address in again and again within seconds: no per-address mail interval or ceiling here.
      // sign-in-flood.e2e-spec.ts sets the production values (docs/decisions/0033-one-email-one-account.md).
      SIGN_IN_MAIL_INTERVAL_MS: '0',
      SIGN_IN_MAILS_PER_DAY: '1000000',
      ...resources.env,
      ...this.extraEnv,
    };
    this.env = env;
    await migrateFirstInProduction(env);
    this.app = await createApp({ env, clock: this.clock });
    this.dataSource = this.app.get(DataSource);
    if (this.target.redis && env.REDIS_URL) {
      this.redisPrefix = env.REDIS_KEY_PREFIX ?? '';
      this.redis = new Redis(env.REDIS_URL);
    }
    return this;
  }

  /** A second replica on the same database and Redis, to show no state lives in one process. */
  async startReplica(): Promise<INestApplication> {
    const replica = await createApp({ env: this.env, clock: this.clock });
    this.siblings.push(replica);
    return replica;
  }

  async stop(): Promise<void> {
    for (const replica of this.siblings) await replica.close();
    if (this.redis) {
      const keys = await this.redis.keys(`${this.redisPrefix}*`);
      if (keys.length) await this.redis.del(...keys);
      await this.redis.quit();
    }
    await this.app?.close();
    await this.slowNetwork?.close();
    await this.releaseTarget();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  http() {
    return request(this.app.getHttpServer());
  }

  post(path: string, body: object, ip = freshIp()) {
    return this.http().post(path).set('X-Forwarded-For', ip).send(body);
  }

  mails(): OutboxMail[] {
    return readOutbox(this.dataDir);
  }

  lastMailTo(email: string): OutboxMail {
    const mail = newestMailTo(this.dataDir, email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  /** The token in the last magic link sent to the address. */
  lastTokenFor(email: string): string {
    const link = magicLinkIn(this.lastMailTo(email).text);
    if (!link) throw new Error('no magic link in the mail');
    return link.token;
  }

  /** The sign-in cookie ("rb_signin=...") of the browser that asked for each link, by token. */
  private readonly browserOf = new Map<string, string>();

  async requestLink(email: string, ip = freshIp()): Promise<string> {
    const res = await this.post('/api/auth/magic-link', { email }, ip);
    if (res.status !== 200) throw new Error(`magic-link answered ${res.status} ${JSON.stringify(res.body)}`);
    const token = this.lastTokenFor(email);
    this.browserOf.set(token, browserCookie(res.headers['set-cookie']));
    return token;
  }

  /**
   * POST /api/auth/verify-magic-link as the browser that asked for the link (its sign-in cookie, plus `cookie`),
   * or as another browser with `{ browser: false }`; `acceptLanguage` is the browser's Accept-Language header.
   */
  verify(
    token: string,
    options: { ip?: string; cookie?: string; browser?: boolean; confirm?: boolean; acceptLanguage?: string } = {},
  ) {
    const cookies = [options.browser === false ? undefined : this.browserOf.get(token), options.cookie].filter(
      Boolean,
    ) as string[];
    const req = this.http()
      .post('/api/auth/verify-magic-link')
      .set('X-Forwarded-For', options.ip ?? freshIp());
    if (cookies.length) req.set('Cookie', cookies.join('; '));
    if (options.acceptLanguage) req.set('Accept-Language', options.acceptLanguage);
    return req.send(options.confirm === undefined ? { token } : { token, confirm: options.confirm });
  }

  /** Signs in through the real flow and returns the session cookie ("rb_session=...") and the user. */
  async signIn(email = freshEmail()): Promise<{ cookie: string; user: Record<string, unknown> }> {
    const token = await this.requestLink(email);
    const res = await this.verify(token);
    if (res.status !== 200) throw new Error(`verify answered ${res.status} ${JSON.stringify(res.body)}`);
    return { cookie: sessionCookie(res.headers['set-cookie']), user: res.body.user };
  }

  count(table: string, where = '1=1', params: unknown[] = []): Promise<number> {
    return this.dataSource
      .query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params)
      .then((rows: { n: number | string }[]) => Number(rows[0].n));
  }
}

export function setCookies(header: unknown): string[] {
  if (!header) return [];
  return Array.isArray(header) ? header : [String(header)];
}

/** "rb_signin=<value>" from a Set-Cookie header: the browser that asked for a magic link. */
export function browserCookie(header: unknown): string {
  const cookie = setCookies(header).find((c) => c.startsWith(`${MAGIC_LINK.browserCookie}=`));
  if (!cookie) throw new Error('no sign-in cookie set');
  return cookie.split(';')[0];
}

/** "rb_session=<value>" from a Set-Cookie header, to send back as Cookie. */
export function sessionCookie(header: unknown): string {
  const cookie = setCookies(header).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0];
}
