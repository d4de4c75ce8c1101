import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES, LIMITS } from '@resume/contracts';
import { loadConfig } from '../../config/env.schema';
import { DomainError } from '../../shared/domain/domain-error';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { adminAuth } from './admin-auth';

/** The shared counters, in memory: counts per key; check refuses once `limit` are counted, reserve past it. */
function memoryLimiter() {
  const hits = new Map<string, number>();
  return {
    hits,
    async check(_name: string, key: string, limit: number) {
      if ((hits.get(key) ?? 0) >= limit) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: 900 });
    },
    async reserve(_name: string, key: string, limit: number) {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      if (hits.get(key)! > limit) throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: 900 });
      return { giveBack: async () => void hits.set(key, hits.get(key)! - 1) };
    },
  };
}

async function call(env: Record<string, string>, authorization?: string, limiter = memoryLimiter(), ip = '10.0.0.1') {
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    setHeader(k: string, v: string) {
      this.headers[k] = v;
    },
  };
  let passed = false;
  await adminAuth(loadConfig(env), limiter as unknown as RateLimiter)(
    { headers: { authorization }, ip } as Request,
    res as unknown as Response,
    (() => (passed = true)) as NextFunction,
  );
  return {
    passed,
    status: res.statusCode,
    challenge: res.headers['WWW-Authenticate'],
    retryAfter: res.headers['Retry-After'],
    body: res.body,
  };
}
const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

describe('admin basic auth', () => {
  const env = { ADMIN_USER: 'ops', ADMIN_PASSWORD: 's3cret' };
  it('hides the admin pages (404) when no credentials are configured', async () => {
    expect(await call({}, basic('ops:s3cret'))).toMatchObject({
      passed: false,
      status: 404,
      body: { code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message },
    });
    expect(await call({ ADMIN_USER: 'ops' }, basic('ops:'))).toMatchObject({ passed: false, status: 404 });
  });
  it('refuses missing or wrong credentials with a Basic challenge and lets the right ones through', async () => {
    for (const header of [
      undefined,
      'Bearer x',
      basic('ops'),
      basic('ops:wrong'),
      basic('other:s3cret'),
      basic('ops:s3cret '),
    ]) {
      expect(await call(env, header)).toMatchObject({
        passed: false,
        status: 401,
        challenge: expect.stringContaining('Basic'),
        // The catalogue's body, as every other answer of the app (the filter's errorBody).
        body: { code: 'UNAUTHENTICATED', message: ERROR_CODES.UNAUTHENTICATED.message },
      });
    }
    expect((await call(env, basic('ops:s3cret'))).passed).toBe(true);
  });
  it('after the wrong credentials a client may send, refuses that client (429), the right password too', async () => {
    const limiter = memoryLimiter();
    const { limit } = LIMITS.adminAuthFailuresPerClient;
    for (let i = 0; i < limit; i++) expect((await call(env, basic(`ops:guess${i}`), limiter)).status).toBe(401);
    expect(await call(env, basic('ops:s3cret'), limiter)).toMatchObject({
      passed: false,
      status: 429,
      retryAfter: '900',
      body: { code: 'RATE_LIMITED' },
    });
    expect((await call(env, basic('ops:s3cret'), limiter, '10.0.0.2')).passed).toBe(true);
  });
  it('counts a guess before comparing it: of guesses weighed together, the one past the limit is refused, the right password too', async () => {
    const limiter = memoryLimiter();
    const { limit } = LIMITS.adminAuthFailuresPerClient;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) =>
        call(env, basic(i === limit + 2 ? 'ops:s3cret' : `ops:g${i}`), limiter),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([...Array(limit).fill(401), ...Array(5).fill(429)]);
    expect(answers.some((a) => a.passed)).toBe(false);
  });
  it('gives the count back for the right password: it never uses up the limit', async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 20; i++) expect((await call(env, basic('ops:s3cret'), limiter)).passed).toBe(true);
    expect([...limiter.hits.values()]).toEqual([0]);
  });
  it('does not count a request without credentials (the browser asking for the prompt)', async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 50; i++) await call(env, undefined, limiter);
    expect(limiter.hits.size).toBe(0);
  });
});
