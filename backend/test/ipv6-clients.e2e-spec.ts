import { LIMITS } from '@resume/contracts';
import { freshEmail, TestApp } from './support/test-app';
import { targets } from './support/targets';

let prefixCounter = 0;
/** A /64 of the documentation range no other test uses, and addresses inside it. */
function freshPrefix(): (host: number) => string {
  prefixCounter += 1;
  const prefix = `2001:db8:${(0x6400 + prefixCounter).toString(16)}:${prefixCounter.toString(16)}`;
  return (host) => `${prefix}::${(host + 1).toString(16)}`;
}

/**
 * An IPv6 client holds a whole /64 (docs/decisions/0014): rotating addresses inside it must not buy it a fresh
 * per-client limit. The test app trusts the loopback proxy (TRUST_PROXY), so X-Forwarded-For is the client address.
 */
describe.each(targets({ everyStore: true }))('per-client limits for IPv6 clients on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const lookup = (ip: string) => t.http().get('/api/resume/nobody-here').set('X-Forwarded-For', ip);

  it('counts public lookups from one /64 together, whatever address of it asks', async () => {
    const inside = freshPrefix();
    const { limit } = LIMITS.publicLookupsPerClient;
    for (let i = 0; i < limit; i++) expect((await lookup(inside(i))).status).not.toBe(429);
    const over = await lookup(inside(limit));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED' });
    // Another /64 is another client.
    expect((await lookup(freshPrefix()(0))).status).not.toBe(429);
  });

  it('counts magic links from one /64 together', async () => {
    const inside = freshPrefix();
    const { limit } = LIMITS.magicLinkPerClient;
    for (let i = 0; i < limit; i++) {
      expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, inside(i))).status).toBe(200);
    }
    expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, inside(limit))).status).toBe(429);
    expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, freshPrefix()(0))).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const { limit } = LIMITS.magicLinkPerClient;
    const v4 = '192.0.2.77';
    for (let i = 0; i < limit; i++) {
      const ip = i % 2 ? `::ffff:${v4}` : v4;
      expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, ip)).status).toBe(200);
    }
    expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, `::ffff:${v4}`)).status).toBe(429);
  });
});
