import type { Response } from 'express';
import { DomainError } from '../../../../shared/domain/domain-error';
import { sendErrorPage } from './public-error-page';
import { sendCodeGatePage } from './share-code-pages';

/** What a browser receives: the status, the headers and the page's text. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, html: '' };
  const res = {
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    vary: (field: string) => ((sent.headers.Vary = [sent.headers.Vary, field].filter(Boolean).join(', ')), res),
    status: (status: number) => ((sent.status = status), res),
    type: () => res,
    send: (html: string) => ((sent.html = html), res),
  };
  return { res: res as unknown as Response, sent };
}

const URL = 'https://resume.test/s/abc';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");

describe('code gate pages', () => {
  it('shows the note of a blank posted code: the dialog saying the code is required (403)', () => {
    const { res, sent } = fakeResponse();
    sendCodeGatePage(res, new DomainError('SECURITY_CODE_REQUIRED'), { url: URL }, '/s/abc/unlock', false, {
      kind: 'blank',
    });
    expect(sent.status).toBe(403);
    // In the visitor's language: a cache keeps one page per language (and per choice cookie).
    expect(sent.headers.Vary).toBe('Accept-Language, Cookie');
    expect(text(sent.html)).toContain('Security Code Required');
    expect(text(sent.html)).toContain('Security code is required');
  });

  it('tells a waiting client how many minutes are left (429, Retry-After), from the gate or from the note', () => {
    for (const [error, note] of [
      [new DomainError('CODE_ATTEMPTS_WAIT', undefined, { retryAfterSeconds: 120 }), undefined],
      [new DomainError('SECURITY_CODE_REQUIRED'), { kind: 'wait', seconds: 120 }],
    ] as const) {
      const { res, sent } = fakeResponse();
      sendCodeGatePage(res, error, { url: URL }, '/s/x', true, note);
      expect([sent.status, sent.headers['Retry-After']]).toEqual([429, '120']);
      expect(text(sent.html)).toContain(
        'Too many wrong security codes. Please wait before trying again. Try again in 2 minutes.',
      );
    }
  });

  it("speaks the visitor's language: the dialog, its answers, the wait worded by Intl, the page's lang and dir", () => {
    const cases = [
      {
        language: 'de',
        html: '<html lang="de" dir="ltr">',
        words: ['Sicherheitscode erforderlich', 'Sicherheitscode', 'Lebenslauf ansehen'],
        required: 'Ein Sicherheitscode ist erforderlich',
        wrong: 'Ungültiger Sicherheitscode. Bitte versuchen Sie es erneut.',
        wait: 'Versuchen Sie es in 2 Minuten wieder.',
        locked: 'Link gesperrt',
      },
      {
        language: 'ar',
        html: '<html lang="ar" dir="rtl">',
        words: ['رمز الأمان مطلوب', 'رمز الأمان', 'عرض السيرة الذاتية'],
        required: 'رمز الأمان مطلوب',
        wrong: 'رمز الأمان غير صالح. يُرجى المحاولة مرة أخرى.',
        wait: 'الوقت المتبقي: دقيقتان.',
        locked: 'الرابط مقفل',
      },
    ] as const;
    for (const expected of cases) {
      const at = { url: URL, language: expected.language };
      const dialog = fakeResponse();
      sendCodeGatePage(dialog.res, new DomainError('SECURITY_CODE_INVALID'), at, '/s/x/unlock', true);
      expect(dialog.sent.html.slice(0, 60)).toContain(expected.html);
      for (const word of [...expected.words, expected.wrong]) expect(text(dialog.sent.html)).toContain(word);
      // The blank check in the browser says the required text in the same language (the script reads it).
      expect(dialog.sent.html).toContain(`data-required="${expected.required}"`);
      for (const english of ['Security code', 'View Resume', 'Invalid security code', 'Protected resume'])
        expect(dialog.sent.html).not.toContain(english);
      const waiting = fakeResponse();
      sendCodeGatePage(waiting.res, new DomainError('SECURITY_CODE_REQUIRED'), at, '/s/x', true, {
        kind: 'wait',
        seconds: 120,
      });
      expect(text(waiting.sent.html)).toContain(expected.wait);
      const locked = fakeResponse();
      sendCodeGatePage(locked.res, new DomainError('SHARE_LINK_LOCKED'), at, '/s/x', true);
      expect(text(locked.sent.html)).toContain(expected.locked);
    }
  });

  it("wears the owner's chrome: the free plan's header, credit and footer, or none", () => {
    for (const free of [true, false]) {
      const { res, sent } = fakeResponse();
      sendCodeGatePage(res, new DomainError('SECURITY_CODE_REQUIRED'), { url: URL }, '/s/x/unlock', free);
      expect([free, sent.html.includes('Created with'), sent.html.includes('Sign in')]).toEqual([free, free, free]);
    }
  });

  it('shows a locked link as Link Locked (423) without the form', () => {
    const { res, sent } = fakeResponse();
    sendCodeGatePage(res, new DomainError('SHARE_LINK_LOCKED'), { url: URL }, '/s/abc/unlock', true);
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
