/** The resume's language in the renderer (issue 27, docs/decisions/0047-resume-language.md). */
import { renderToString } from 'react-dom/server';
import { SECTION_HEADINGS, type Filter, type ResumeLanguage } from '@resume/contracts';
import { FilterBanner } from './FilterBanner';
import { ResumeView } from './ResumeView';
import { fixtureResume } from './fixture';

function resumeIn(language: ResumeLanguage | undefined, sectionHeadings = {}) {
  const data = fixtureResume();
  data.resume = { ...data.resume, language: language as ResumeLanguage, sectionHeadings };
  return data;
}

/** The visible text of the section headings, in order. */
const headings = (html: string) =>
  [...html.matchAll(/<h2 class="rv-section-title"[^>]*>([^<]*)<\/h2>/g)].map((m) =>
    m[1].replace(/&amp;/g, '&').replace(/&#x27;/g, "'"),
  );

const filter = (language: ResumeLanguage | null): Filter => ({ id: 'f1', name: 'Berlin', tags: ['go'], language });

describe('ResumeView in the resume language', () => {
  it('writes the headings, months and the open end in German', () => {
    const html = renderToString(<ResumeView data={resumeIn('de')} />);
    expect(headings(html)).toEqual([
      'Zusammenfassung',
      'Berufserfahrung',
      'Ausbildung',
      'Kenntnisse',
      'Projekte',
      'Zertifikate',
    ]);
    expect(html).toContain('März 2019 – Dez. 2021');
    expect(html).toContain('Jan. 2022 – heute');
    expect(html).toContain('2015 – heute');
    expect(html).toContain('Note 3.9');
    expect(html).toMatch(/<article class="rv-resume" lang="de"/);
    expect(html).not.toContain('Present');
    expect(html).not.toContain('Work Experience');
  });

  it("keeps English (the spec's headings, 'Mar 2019', 'Present') for an English resume and one with no language", () => {
    for (const data of [resumeIn('en'), resumeIn(undefined)]) {
      const html = renderToString(<ResumeView data={data} />);
      expect(headings(html)).toContain('Work Experience');
      expect(html).toContain('Mar 2019 – Dec 2021');
      expect(html).toContain('Jan 2022 – Present');
      expect(html).toMatch(/lang="en"/);
    }
  });

  it('writes Japanese dates the CLDR way', () => {
    const html = renderToString(<ResumeView data={resumeIn('ja')} />);
    expect(headings(html)).toContain('職務経歴');
    expect(html).toContain('2019年3月 – 2021年12月');
    expect(html).toContain('2022年1月 – 現在');
  });

  it("shows a filter's own language instead of the resume's, and the resume's when the filter has none", () => {
    const german = renderToString(<ResumeView data={resumeIn('fr')} filter={filter('de')} />);
    expect(headings(german)).toContain('Berufserfahrung');
    expect(german).toMatch(/lang="de"/);
    const french = renderToString(<ResumeView data={resumeIn('fr')} filter={filter(null)} />);
    expect(headings(french)).toContain('Expérience professionnelle');
    expect(french).toContain('janv. 2022 – aujourd&#x27;hui');
  });

  it("shows a language passed in before the filter's and the resume's", () => {
    const html = renderToString(<ResumeView data={resumeIn('fr')} filter={filter('de')} language="ja-JP" />);
    expect(headings(html)).toContain('職務経歴');
    expect(html).toMatch(/lang="ja"/);
  });

  it('shows a renamed heading before the catalogue, in any language', () => {
    const html = renderToString(
      <ResumeView data={resumeIn('de', { skills: 'Technologien', experience: '  ' })} filter={filter('de')} />,
    );
    expect(headings(html)).toContain('Technologien');
    expect(headings(html)).not.toContain(SECTION_HEADINGS.de.skills);
    expect(headings(html)).toContain(SECTION_HEADINGS.de.experience);
    expect(html).toContain('aria-label="Technologien"');
  });

  it("writes the tailored version's banner in the view's language", () => {
    const html = renderToString(
      <FilterBanner filter={filter(null)} resume={{ language: 'de' }} fullResumeHref="/r/ada" />,
    );
    expect(html).toContain('Dieser Lebenslauf wurde gefiltert');
    expect(html).toContain('Vollständigen Lebenslauf ansehen');
    expect(html).toContain('lang="de"');
  });
});
