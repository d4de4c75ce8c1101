import { SECTION_IDS, SECTION_LABELS } from '../constants/style';
import { ERROR_CODES } from '../errors/error-codes';
import { RESUME_LANGUAGES } from './languages';
import {
  cleanSectionHeadings,
  isSectionHeadings,
  SECTION_HEADING_MAX_LENGTH,
  SECTION_HEADINGS,
  sectionHeading,
} from './section-headings';

describe('the section heading catalogue', () => {
  it('has a heading for every section in every language, none blank', () => {
    for (const language of RESUME_LANGUAGES) {
      for (const section of SECTION_IDS) expect(SECTION_HEADINGS[language][section].trim()).not.toBe('');
    }
  });

  it("keeps the spec's English wording and the usual German resume wording", () => {
    expect(SECTION_HEADINGS.en).toEqual(SECTION_LABELS);
    expect(SECTION_HEADINGS.de).toMatchObject({
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      certifications: 'Zertifikate',
      summary: 'Zusammenfassung',
    });
  });

  it('translates: no language but English reuses the English experience heading', () => {
    for (const language of RESUME_LANGUAGES.filter((l) => l !== 'en'))
      expect(SECTION_HEADINGS[language].experience).not.toBe(SECTION_HEADINGS.en.experience);
  });

  it("shows a person's rename before the catalogue, and the catalogue for a blank rename", () => {
    expect(sectionHeading('skills', 'de', { skills: 'Technologien' })).toBe('Technologien');
    expect(sectionHeading('skills', 'de', { skills: '  ' })).toBe('Kenntnisse');
    expect(sectionHeading('education', 'ja', { skills: 'x' })).toBe('学歴');
    expect(sectionHeading('education', 'fr', null)).toBe('Formation');
  });

  it('accepts renames of known sections within the length limit, counting characters not UTF-16 units', () => {
    expect(isSectionHeadings({ experience: 'Berufliche Stationen', skills: '' })).toBe(true);
    expect(isSectionHeadings({ experience: '🚀'.repeat(SECTION_HEADING_MAX_LENGTH) })).toBe(true);
    expect(isSectionHeadings({ experience: 'x'.repeat(SECTION_HEADING_MAX_LENGTH + 1) })).toBe(false);
    expect(isSectionHeadings({ 'personal-info': 'Me' })).toBe(false);
    expect(isSectionHeadings({ hobbies: 'Hobbies' })).toBe(false);
    expect(isSectionHeadings({ skills: 3 })).toBe(false);
    expect(isSectionHeadings(['skills'])).toBe(false);
    expect(isSectionHeadings(null)).toBe(false);
  });

  it('stores renames trimmed, without the blank ones', () => {
    expect(cleanSectionHeadings({ experience: '  Stationen ', skills: ' ' })).toEqual({ experience: 'Stationen' });
  });

  it('states the limit and the sections in its error message', () => {
    expect(ERROR_CODES.SECTION_HEADING_INVALID.message).toContain(`${SECTION_HEADING_MAX_LENGTH} characters`);
    expect(ERROR_CODES.SECTION_HEADING_INVALID.message).toContain('certifications');
    for (const language of RESUME_LANGUAGES) expect(ERROR_CODES.LANGUAGE_UNSUPPORTED.message).toContain(language);
  });
});
