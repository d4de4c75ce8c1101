import { READING_LIMITS } from '@resume/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../../../config/app-config';
import { HmacVisitTokens } from './hmac-visit-tokens';

const config = { accessCookieSecret: 'test-secret', dataDir: mkdtempSync(join(tmpdir(), 'vt-')) } as AppConfig;

describe('HmacVisitTokens', () => {
  const tokens = new HmacVisitTokens(config);
  const now = new Date('2026-11-27T10:00:00Z');

  it('gives each visit its own random id, valid for its link only, until the limit', () => {
    const a = tokens.issue('pub-1', now);
    const b = tokens.issue('pub-1', now);
    const ticket = tokens.verify('pub-1', a, now);
    expect(ticket?.issuedAt).toEqual(now);
    expect(ticket?.visitId).not.toBe(tokens.verify('pub-1', b, now)?.visitId);
    expect(tokens.verify('pub-2', a, now)).toBeNull();
    expect(tokens.verify('pub-1', a, new Date(now.getTime() + READING_LIMITS.tokenTtlMs))).not.toBeNull();
    expect(tokens.verify('pub-1', a, new Date(now.getTime() + READING_LIMITS.tokenTtlMs + 1))).toBeNull();
  });

  it('refuses a forged or altered token, and one from another secret', () => {
    const token = tokens.issue('pub-1', now);
    const [visit, issued, mac] = token.split('.');
    expect(tokens.verify('pub-1', `${visit}.${Number(issued) + 1}.${mac}`, now)).toBeNull();
    expect(tokens.verify('pub-1', `${'A'.repeat(22)}.${issued}.${mac}`, now)).toBeNull();
    expect(tokens.verify('pub-1', 'junk', now)).toBeNull();
    const other = new HmacVisitTokens({ ...config, accessCookieSecret: 'another' } as AppConfig);
    expect(other.verify('pub-1', token, now)).toBeNull();
  });
});
