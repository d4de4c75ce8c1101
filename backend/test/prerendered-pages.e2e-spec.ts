import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@resume/contracts';
import { TestApp } from './support/test-app';

/**
 * The shell's prerendered landing, pricing and sign-in pages (issue 15, decision 0026) as the built app serves them:
 * this suite reads the real build (frontends/shell/dist, `npm run build` first). A visitor without a session gets
 * HTML whose text is the page's (no script needed to read it); a signed-in visitor gets the app.
 */
const SQLJS = { name: 'sql.js', database: 'sqljs' as const, redis: false };
const SHELL_DIST = join(__dirname, '../../frontends/shell/dist');
const HTML = 'text/html,application/xhtml+xml';

/** What a reader sees of an HTML answer: the text, without markup, styles, scripts and React's text separators. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The links of an HTML answer, as [text, href]. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => [
    visibleText(inner).trim(),
    href.replace(/&amp;/g, '&'),
  ]);
}

describe('prerendered marketing pages (the built shell)', () => {
  const t = new TestApp(SQLJS);
  const year = String(new Date().getFullYear());
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const visit = (path: string) => t.http().get(path).set('Accept', HTML);

  it('is built', () => {
    for (const page of ['landing', 'pricing', 'login']) {
      expect([page, existsSync(join(SHELL_DIST, 'prerendered', `${page}.html`))]).toEqual([page, true]);
    }
  });

  it('/ reads as the landing page of spec 2.5 for a visitor, with the signed-out buttons', async () => {
    const res = await visit('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const text = visibleText(res.text);
    for (const expected of [
      'Your resume, tailored for every job',
      'Why professionals choose us',
      'From blank page to shared link in four steps',
      'Build your resume',
      'Tag and filter',
      'Style it',
      'Export or share',
      'Coming soon',
      'AI resume suggestions',
      'Analytics dashboard',
      'Recruiter portal with access requests',
      'Advanced templates',
      'Simple, transparent pricing',
      'Frequently asked questions',
      'Is there a free plan?',
      'Can I cancel anytime?',
      'Ready to land your next role?',
      // The footer (spec 1, 2.3), with this year's copyright whatever year the page was built in.
      'Resume creation and sharing for busy professionals',
      'Resume Builder Custom Templates Position Filters Shareable Links',
      'About Blog Contact Privacy',
      `© ${year} ResumeBuilder. All rights reserved.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(res.text).not.toContain('<!--year-->');
    const hrefs = links(res.text);
    for (const link of [
      ['Create Your Resume', '/register'],
      ['Sign In', '/login'],
      ['Get Started', '/login'],
      ['Get Premium', '/login'],
      ['Create Your Resume Now', '/login'],
      ['Sign in', '/login'],
    ]) {
      expect(hrefs).toContainEqual(link);
    }
    expect(text).not.toContain('Edit Your Resume');
  });

  it('/pricing reads as Choose Your Plan (spec 2.14) for a visitor, its buttons leading to sign-in', async () => {
    const res = await visit('/pricing');
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    for (const expected of [
      'Choose Your Plan',
      'Monthly Yearly Save 17%',
      'Free A single resume with PDF export $0 /month',
      'MOST POPULAR Premium Everything you need to tailor, style and share your resume $4.99 /month',
      'Basic Resume PDF Export Limited Unlimited Filters',
      '14-day money-back guarantee. Cancel anytime.',
      'What do I get with Premium?',
      'How does billing work?',
      'Which payment methods do you accept?',
      'How does the LinkedIn integration work?',
      'Do you offer refunds?',
      // docs/decisions/0036-plan-lapse.md
      'What happens to my share links and domains when Premium ends?',
      'You stay in control: you can still list, re-code and delete every share link',
      'the same filter, so a link never shows more than it did, in the standard template with product branding',
      'Your subdomain and custom domain show a page saying your resume has moved',
      'visitors keep seeing everything as before for 7 days while it is retried',
    ]) {
      expect(text).toContain(expected);
    }
    const hrefs = links(res.text);
    expect(hrefs).toContainEqual(['Get Started', '/login?redirect=%2Fpricing']);
    expect(hrefs).toContainEqual(['Upgrade to Premium', '/login?redirect=%2Fpricing']);
    // The interval switch is the page's island: hydrated with the catalogue it was rendered with.
    expect(res.text).toContain('data-island="visitor-plans"');
  });

  it('/login reads as the sign-in page (spec 2.6): its form is in the HTML, sent once its script is in', async () => {
    const res = await visit('/login?redirect=%2Fpricing');
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain('Sign in to your account');
    expect(text).toContain('Enter your email and we will send you a magic link to sign in. No password needed.');
    expect(text).toContain('Email address');
    expect(text).toContain('Send Magic Link');
    expect(res.text).toMatch(/<input[^>]*type="email"[^>]*id="email"|<input[^>]*id="email"[^>]*type="email"/);
    expect(res.text).toMatch(/<button [^>]*type="submit"[^>]*disabled=""/);
    expect(res.text).toContain('data-island="login"');
  });

  it('runs one inline script, allowed by its hash alone; the islands load from /static/, cached for good', async () => {
    const islands: Record<string, string[]> = {};
    for (const path of ['/', '/pricing', '/login']) {
      const res = await visit(path);
      expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
      const inline = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect([path, inline.length]).toEqual([path, 1]);
      const [, attributes, code] = inline[0];
      const hash = createHash('sha256').update(code, 'utf8').digest('base64');
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(res.headers['content-security-policy'])?.[1] ?? '';
      expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      islands[path] = /data-islands="([^"]*)"/.exec(attributes)?.[1].split(' ') ?? [];
      for (const src of islands[path]) {
        const file = await t.http().get(src);
        expect([src, file.status, file.headers['cache-control']]).toEqual([
          src,
          200,
          'public, max-age=31536000, immutable',
        ]);
      }
    }
    // The landing page has no island: the inline script (the header's menu button) is all; React only where an
    // island needs it, once.
    expect(islands['/']).toEqual([]);
    for (const path of ['/pricing', '/login']) {
      expect(islands[path].filter((src) => /^\/static\/react\.[0-9a-f]{8}\.js$/.test(src))).toHaveLength(1);
    }
    // Other answers keep the app's policy.
    const app = await t.http().get('/register').set('Accept', HTML);
    const landing = await visit('/');
    expect(app.headers['content-security-policy']).not.toBe(landing.headers['content-security-policy']);
  });

  it('gives a signed-in visitor the app, and tells caches the answer depends on the cookie', async () => {
    const index = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
    for (const path of ['/', '/pricing', '/login']) {
      const visitor = await visit(path);
      expect(visitor.headers.vary).toMatch(/\bCookie\b/);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      const member = await visit(path).set('Cookie', `theme=dark; ${SESSION_COOKIE}=any-session`);
      expect([path, member.status, member.text]).toEqual([path, 200, index]);
      expect(member.headers.vary).toMatch(/\bCookie\b/);
    }
    // Every other page address is the app, as before.
    expect((await visit('/register')).text).toBe(index);
    expect((await visit('/pricing/')).text).toBe(index);
  });

  it('gives a visitor in another language the app, which speaks it (docs/decisions/0049-app-translations.md)', async () => {
    const index = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
    for (const path of ['/', '/pricing', '/login']) {
      const german = await visit(path).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8');
      expect([path, german.status, german.text]).toEqual([path, 200, index]);
      expect(german.headers.vary).toMatch(/\bAccept-Language\b/);
      // A choice made in the app wins over the browser's languages, either way.
      const chosen = await visit(path).set('Accept-Language', 'en-US').set('Cookie', 'rb_lang=ar');
      expect([path, chosen.text]).toEqual([path, index]);
      const english = await visit(path).set('Accept-Language', 'de-DE').set('Cookie', 'rb_lang=en');
      expect([path, english.text === index, visibleText(english.text)]).toEqual([
        path,
        false,
        expect.stringContaining('All rights reserved.'),
      ]);
    }
    // A language the app does not ship falls back to English: the prerendered page.
    expect((await visit('/').set('Accept-Language', 'ja-JP')).text).not.toBe(index);
  });
});

describe('prerendered pricing page where the API answers another catalogue', () => {
  const t = new TestApp(SQLJS, { BILLING: 'disabled' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('gives a visitor the app when payments are off (its pricing page says so), the other pages still prerendered', async () => {
    const index = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
    expect((await t.http().get('/pricing').set('Accept', HTML)).text).toBe(index);
    expect(visibleText((await t.http().get('/').set('Accept', HTML)).text)).toContain('Coming soon');
  });
});
