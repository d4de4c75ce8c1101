import type { Response } from 'express';
import { DomainError } from '../../../../shared/domain/domain-error';
import { sendErrorPage } from './public-error-page';
import { sendCodeGatePage } from './share-code-pages';

/** What a browser receives: the status, the headers and the page's text. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, html: '' };
  const res = {
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status: (status: number) => ((sent.status = status), res),
    type: () => res,
    send: (html: string) => ((sent.html = html), res),
  };
  return { res: res as unknown as Response, sent };
}

const URL = 'https://resume.test/s/abc';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");

describe('code gate pages', () => {
  it('answers a blank posted code with 400 and the dialog saying the code is required', () => {
    const { res, sent } = fakeResponse();
    sendCodeGatePage(res, new DomainError('SECURITY_CODE_REQUIRED'), { url: URL }, '/s/abc/unlock', '');
    expect(sent.status).toBe(400);
    expect(text(sent.html)).toContain('Security Code Required');
    expect(text(sent.html)).toContain('Security code is required');
  });

  it('tells a waiting client how many minutes are left (429, Retry-After)', () => {
    const { res, sent } = fakeResponse();
    sendCodeGatePage(
      res,
      new DomainError('CODE_ATTEMPTS_WAIT', undefined, { retryAfterSeconds: 120 }),
      { url: URL },
      '/s/x',
    );
    expect([sent.status, sent.headers['Retry-After']]).toEqual([429, '120']);
    expect(text(sent.html)).toContain(
      'Too many wrong security codes. Please wait before trying again. Try again in 2 minutes.',
    );
  });

  it('shows a locked link as Link Locked (423) without the form', () => {
    const { res, sent } = fakeResponse();
    sendCodeGatePage(res, new DomainError('SHARE_LINK_LOCKED'), { url: URL }, '/s/abc/unlock');
    expect(sent.status).toBe(423);
    expect(text(sent.html)).toContain('Link Locked');
    expect(text(sent.html)).toContain('This link is locked after too many wrong security codes.');
    expect(sent.html).not.toContain('<form');
  });
});

describe('public error pages', () => {
  const logger = { error: jest.fn(), log: jest.fn(), warn: jest.fn() };

  it('shows an unknown link as Invalid Share Link (404), noindex', () => {
    const { res, sent } = fakeResponse();
    sendErrorPage(res, new DomainError('SHARE_LINK_INVALID'), { url: URL }, 'invalidShareLink', logger);
    expect([sent.status, sent.headers['X-Robots-Tag']]).toEqual([404, 'noindex, nofollow']);
    expect(text(sent.html)).toContain('This shared resume link is invalid or has expired.');
  });

  it('shows a failure as Error loading resume (500) and logs it', () => {
    const { res, sent } = fakeResponse();
    sendErrorPage(res, new Error('db down'), { url: URL }, 'notAvailable', logger);
    expect(sent.status).toBe(500);
    expect(text(sent.html)).toContain('Error loading resume');
    expect(logger.error).toHaveBeenCalled();
  });
});
