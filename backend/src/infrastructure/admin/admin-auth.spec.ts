import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../../config/env.schema';
import { adminAuth } from './admin-auth';

function call(env: Record<string, string>, authorization?: string) {
  const res = { statusCode: 0, headers: {} as Record<string, string>, status(code: number) { this.statusCode = code; return this; }, json() { return this; }, setHeader(k: string, v: string) { this.headers[k] = v; } };
  let passed = false;
  adminAuth(loadConfig(env))({ headers: { authorization } } as Request, res as unknown as Response, (() => (passed = true)) as NextFunction);
  return { passed, status: res.statusCode, challenge: res.headers['WWW-Authenticate'] };
}
const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

describe('admin basic auth', () => {
  const env = { ADMIN_USER: 'ops', ADMIN_PASSWORD: 's3cret' };
  it('hides the admin pages (404) when no credentials are configured', () => {
    expect(call({}, basic('ops:s3cret'))).toMatchObject({ passed: false, status: 404 });
    expect(call({ ADMIN_USER: 'ops' }, basic('ops:'))).toMatchObject({ passed: false, status: 404 });
  });
  it('refuses missing or wrong credentials with a Basic challenge and lets the right ones through', () => {
    for (const header of [undefined, 'Bearer x', basic('ops'), basic('ops:wrong'), basic('other:s3cret'), basic('ops:s3cret ')]) {
      expect(call(env, header)).toMatchObject({ passed: false, status: 401, challenge: expect.stringContaining('Basic') });
    }
    expect(call(env, basic('ops:s3cret')).passed).toBe(true);
  });
});
