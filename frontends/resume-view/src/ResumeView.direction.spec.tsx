import { renderToString } from 'react-dom/server';
import {
  ACCENT_STYLES,
  defaultLayout,
  formatResumePeriod,
  setWidth,
  type AccentStyle,
  type Template,
} from '@resume/contracts';
import { ResumeView } from './ResumeView';
import { fixtureResume } from './fixture';
import { directionOf } from './lib/direction';
import { pageCss } from './print/page';

/** Right to left (issue 27 point 3, docs/decisions/0048-right-to-left.md), as the server renders it. */
function arabicResume(language: 'ar' | 'en' | 'fa' | null = 'ar') {
  const data = fixtureResume();
  if (language !== null) data.resume.language = language;
  data.user.name = 'ليلى حداد';
  data.user.title = 'مهندسة برمجيات';
  data.experiences[0].company = 'Acme Corporation';
  data.experiences[0].location = 'الرياض';
  data.skills[0].name = 'C++';
  return data;
}

const sideBySide = (accentStyle: AccentStyle): Template => ({
  id: 't1',
  userId: 'u1',
  isDefault: true,
  primaryColor: '#8B5CF6',
  secondaryColor: '#A78BFA',
  font: 'Lato',
  pageMargin: '0.75',
  accentStyle,
  companyName: 'Acme',
  logoImage: null,
  headerImage: null,
  layout: {
    sections: setWidth(setWidth(defaultLayout().sections, 'experience', 'two-thirds'), 'skills', 'third'),
    flexibleLayout: true,
  },
});

/** Every inline style declaration of the document: [property, value]. */
const declarations = (html: string) =>
  [...html.matchAll(/ style="([^"]*)"/g)].flatMap((m) =>
    m[1]
      .split(';')
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as const),
  );

describe('directionOf', () => {
  it('reads Arabic, Hebrew, Persian and Urdu, with any region, and a right-to-left script subtag, as right to left', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'iw', 'fa', 'fa_IR', 'ur-PK', 'az-Arab', 'AR']) {
      expect([tag, directionOf(tag)]).toEqual([tag, 'rtl']);
    }
  });

  it('reads every other language, a Latin-script Arabic and no language as left to right', () => {
    for (const tag of ['en', 'de-DE', 'ja', 'zh-Hant', 'hi', 'arn', 'ar-Latn', 'her', '', ' ', null, undefined]) {
      expect([tag, directionOf(tag)]).toEqual([tag, 'ltr']);
    }
  });
});

describe('a right-to-left resume', () => {
  /** The article's dir and lang. */
  const attributes = (html: string) => ({
    dir: /^<article [^>]*dir="(\w+)"/.exec(html)?.[1],
    lang: /^<article [^>]*lang="([^"]+)"/.exec(html)?.[1],
  });

  it("sets dir and lang on the resume from the resume's language; a language passed in (a filter's) wins", () => {
    expect(attributes(renderToString(<ResumeView data={arabicResume()} />))).toEqual({ dir: 'rtl', lang: 'ar' });
    expect(attributes(renderToString(<ResumeView data={arabicResume('en')} language="he-IL" />))).toEqual({
      dir: 'rtl',
      lang: 'he',
    });
    expect(attributes(renderToString(<ResumeView data={arabicResume('fa')} language="de" />))).toEqual({
      dir: 'ltr',
      lang: 'de',
    });
    // A resume from before languages (a frozen link): English, left to right.
    expect(attributes(renderToString(<ResumeView data={arabicResume(null)} />))).toEqual({ dir: 'ltr', lang: 'en' });
  });

  /** The markup without its words (headings and dates are in the resume's language) and the article's dir and lang. */
  const shape = (html: string) =>
    html
      .replace(/>[^<]+</g, '><')
      .replace(/ aria-label="[^"]*"/g, '')
      .replace(/ (dir|lang)="[^"]*"/, '')
      .replace(/ (dir|lang)="[^"]*"/, '');

  it.each(ACCENT_STYLES)(
    'mirrors by dir alone (accent %s): the same markup and styles either way, no left or right anywhere',
    (accentStyle) => {
      const template = sideBySide(accentStyle);
      const rtl = renderToString(<ResumeView data={arabicResume('ar')} template={template} />);
      const ltr = renderToString(<ResumeView data={arabicResume('en')} template={template} />);
      // The grid, the accent and every margin follow the direction, so only the article's attributes differ.
      expect(shape(rtl)).toBe(shape(ltr));
      for (const [property, value] of declarations(rtl)) {
        expect([property, value]).not.toEqual([expect.stringMatching(/left|right/), expect.anything()]);
        expect([property, value]).not.toEqual([property, expect.stringMatching(/\b(left|right)\b/)]);
        // A shorthand's horizontal sides are the same: nothing is nearer one edge.
        if (/^(margin|padding)$/.test(property)) {
          const sides = value.split(' ');
          expect([property, sides[1] ?? sides[0]]).toEqual([property, sides[3] ?? sides[1] ?? sides[0]]);
        }
      }
    },
  );

  it('puts the accent line and the bullets on the reading side, text at the start', () => {
    const html = renderToString(<ResumeView data={arabicResume()} />);
    expect(html).toContain('border-inline-start:3px solid #10B981;padding-inline-start:8px');
    expect(html).toMatch(/<ul class="rv-text" style="[^"]*padding-inline-start:18px/);
    expect(html).toMatch(/^<article [^>]*style="[^"]*text-align:start/);
    const far = renderToString(<ResumeView data={arabicResume()} template={sideBySide('border-right')} />);
    expect(far).toContain('border-inline-end:3px solid #8B5CF6;padding-inline-end:8px');
  });

  it('places sections by grid lines only, so column 1 is on the right in a right-to-left resume', () => {
    const html = renderToString(<ResumeView data={arabicResume()} template={sideBySide('border-left')} />);
    const grid = /<div class="rv-grid" style="([^"]*)"/.exec(html)?.[1];
    expect(grid).toBe('display:grid;grid-template-columns:repeat(12, minmax(0, 1fr));gap:18px 24px');
    expect(html).toMatch(/data-layout-section="experience" data-width="two-thirds" style="grid-column:1 \/ span 8;/);
    expect(html).not.toMatch(/direction:|grid-auto-flow:.*dense|order:/);
  });

  it('isolates each value: a Latin company in an Arabic line, an Arabic name, dates, contacts and skills', () => {
    const html = renderToString(<ResumeView data={arabicResume()} />);
    expect(html).toMatch(/<h1[^>]*><bdi>ليلى حداد<\/bdi><\/h1>/);
    expect(html).toContain('<bdi>مهندسة برمجيات</bdi>');
    expect(html).toContain(
      `<p class="rv-entry-meta" style="margin:2px 0 0;font-size:12px;color:#475569"><bdi>Acme Corporation</bdi> · <bdi>الرياض</bdi> · <bdi>${formatResumePeriod('2022-01', null, 'ar')}</bdi></p>`,
    );
    expect(html).toContain('<bdi>ada@example.com</bdi>');
    expect(html).toContain('<bdi>+44 20 7946 0000</bdi>');
    expect(html).toContain('<bdi>linkedin.com/in/ada</bdi>');
    expect(html).toContain('<bdi>C++</bdi>');
    expect(html).toContain(`<bdi>CNCF</bdi> · <bdi>${formatResumePeriod('2023-05', '2026-05', 'ar')}</bdi>`);
    // The prose follows the resume's direction: an Arabic sentence that starts with a Latin word stays Arabic.
    expect(html).not.toMatch(/<bdi>[^<]*Built the API/);
  });

  it('prints the running name at the top right and the page number (left to right) at the bottom left', () => {
    const setup = { paperSize: 'A4' as const, marginIn: 0.5, runningElements: true, name: 'ليلى', fontFamily: 'Inter' };
    const rtl = pageCss({ ...setup, direction: 'rtl' });
    expect(rtl).toMatch(/@top-right\{content:"ليلى";[^}]*direction:rtl/);
    expect(rtl).toMatch(/@bottom-left\{content:counter\(page\) " \/ " counter\(pages\);[^}]*direction:ltr/);
    expect(rtl).toContain(
      '@page:first{margin:0.5in 0.5in 0.5in 0.5in;@top-right{content:none}@bottom-left{content:none}}',
    );
    expect(rtl).not.toMatch(/@top-left|@bottom-right/);
    expect(pageCss(setup)).toMatch(/@top-left\{content:"ليلى";[^}]*direction:ltr/);
  });
});
