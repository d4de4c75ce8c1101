import { RESUME_LANGUAGES } from './languages';
import { formatResumeMonth, formatResumePeriod, formatResumeYear } from './resume-dates';
import { RESUME_WORDS } from './resume-words';

describe("a resume's dates in its language", () => {
  it('writes months as CLDR does in each language', () => {
    expect(formatResumeMonth('2019-03', 'en')).toBe('Mar 2019');
    expect(formatResumeMonth('2019-03', 'de')).toBe('März 2019');
    expect(formatResumeMonth('2019-03', 'fr')).toBe('mars 2019');
    expect(formatResumeMonth('2019-03', 'ja')).toBe('2019年3月');
    expect(formatResumeMonth('2019-03', 'ko')).toBe('2019년 3월');
    expect(formatResumeMonth('2019-03', 'zh-Hans')).toBe('2019年3月');
  });

  it('keeps the Gregorian month in languages whose default calendar is another (Persian, Thai)', () => {
    expect(formatResumeMonth('2019-03', 'fa')).toBe('مارس ۲۰۱۹');
    expect(formatResumeMonth('2019-03', 'th')).toBe('มี.ค. 2019');
  });

  it('gives twelve different month names in every language', () => {
    for (const language of RESUME_LANGUAGES) {
      const months = Array.from({ length: 12 }, (_, i) =>
        formatResumeMonth(`2020-${String(i + 1).padStart(2, '0')}`, language),
      );
      expect(new Set(months).size).toBe(12);
    }
  });

  it('shows anything that is not a month as written', () => {
    expect(formatResumeMonth('2019-13', 'de')).toBe('2019-13');
    expect(formatResumeMonth('spring 2019', 'de')).toBe('spring 2019');
    expect(formatResumeMonth(null, 'de')).toBe('');
  });

  it('writes years and expected years in the language', () => {
    expect(formatResumeYear('2019', 'en')).toBe('2019');
    expect(formatResumeYear('Expected 2027', 'en')).toBe('Expected 2027');
    expect(formatResumeYear('Expected 2027', 'de')).toBe('voraussichtlich 2027');
    expect(formatResumeYear('Expected 2027', 'ja')).toBe('2027年予定');
    expect(formatResumeYear('2019', 'fa')).toBe('۲۰۱۹');
  });

  it("ends an open period with the language's word for now", () => {
    expect(formatResumePeriod('2019-03', null, 'en')).toBe('Mar 2019 – Present');
    expect(formatResumePeriod('2019-03', null, 'de')).toBe('März 2019 – heute');
    expect(formatResumePeriod('2019-03', '2021-10', 'de')).toBe('März 2019 – Okt. 2021');
    expect(formatResumePeriod('2015', 'Expected 2027', 'de', formatResumeYear)).toBe('2015 – voraussichtlich 2027');
    for (const language of RESUME_LANGUAGES)
      expect(formatResumePeriod(null, null, language)).toBe(RESUME_WORDS[language].present);
  });
});
