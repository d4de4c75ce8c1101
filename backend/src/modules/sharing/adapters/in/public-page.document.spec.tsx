import { fixtureResume } from '../../../../../../frontends/resume-view/src/fixture';
import { renderPublicPage } from './public-page.document';

/**
 * The server-rendered public page read aloud (issue 18, docs/decisions/0030-accessibility.md): English, landmarks,
 * one h1 (the name), each section an h2 over a list of its entries, each entry an h3, bullets as a list.
 */
describe('public page document', () => {
  const meta = { title: 'Ada - Resume', description: 'Resume', url: 'https://resume.test/r/ada', noindex: false };
  const html = renderPublicPage(meta, { kind: 'resume', data: fixtureResume(), freeChrome: true });

  it('is in English with a header, a main and a footer', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(html).toMatch(/<header[^>]*data-site-header/);
    expect(html).toMatch(/<main class="pp-main">/);
    expect(html).toMatch(/<footer[^>]*data-site-footer/);
  });

  it("is in the resume's language, the site's own header, credit and footer in English", () => {
    const data = fixtureResume();
    data.resume.language = 'de';
    const german = renderPublicPage(meta, { kind: 'resume', data, freeChrome: true, pdfHref: '/r/ada/pdf' });
    expect(german).toMatch(/^<!doctype html><html lang="de" dir="ltr">/);
    expect(german).toMatch(/<header[^>]*data-site-header="true" lang="en"|<header[^>]*lang="en"[^>]*data-site-header/);
    expect(german).toMatch(/<footer[^>]*lang="en"/);
    expect(german).toMatch(/<p class="sc-credit" data-credit="true" lang="en" dir="ltr">/);
    expect(german).toContain('>PDF herunterladen</a>');
    const french = renderPublicPage(meta, {
      kind: 'resume',
      data,
      filter: { id: 'f1', name: 'Paris', tags: [], language: 'fr' },
      freeChrome: false,
    });
    expect(french).toMatch(/^<!doctype html><html lang="fr" dir="ltr">/);
  });

  it("speaks an Arabic visitor's language around a German resume: the chrome right to left, the resume's own lang", () => {
    const data = fixtureResume();
    data.resume.language = 'de';
    const page = renderPublicPage({ ...meta, language: 'ar' }, { kind: 'resume', data, freeChrome: true });
    expect(page).toMatch(/^<!doctype html><html lang="de" dir="ltr">/);
    expect(page).toMatch(/<header class="sc-header" data-site-header="true" lang="ar" dir="rtl">/);
    expect(page).toContain('>تسجيل الدخول</a>');
    expect(page).toMatch(/<footer class="sc-footer" data-site-footer="true" lang="ar" dir="rtl">/);
  });

  it("writes a message page in the visitor's language, right to left in Arabic", () => {
    const page = renderPublicPage(
      { ...meta, language: 'ar', noindex: true },
      { kind: 'message', title: 'x', text: 'y' },
    );
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('outlines the resume: one h1, a heading per section, entries and bullets as lists', () => {
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*><bdi>Ada &lt;script&gt;/);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect([...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
    ]);
    expect(html).toMatch(
      /Work Experience<\/h2><ul[^>]*><li[^>]* data-entry="experience"><h3[^>]*><bdi>First job<\/bdi><\/h3>/,
    );
    expect(html).toMatch(/<ul[^>]*><li style="margin-top:2px">Built the API<\/li><li style="margin-top:2px">Cut costs/);
  });

  it("takes the resume's language and direction: an Arabic resume's page is right to left", () => {
    const data = fixtureResume();
    data.resume.language = 'ar';
    const arabic = renderPublicPage(meta, { kind: 'resume', data, freeChrome: true });
    expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic).toMatch(/<article class="rv-resume" lang="ar" data-resume-id="r1" dir="rtl"/);
    // Every other page (the code dialog, messages) stays English, left to right.
    const code = renderPublicPage(meta, { kind: 'code', action: '/s/x', freeChrome: true });
    expect(code).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });
});
