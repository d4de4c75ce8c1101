import { acceptedLanguages, choosePaperSize, defaultPaperSize, isLetterLocation } from './paper-size';

describe('the default paper size', () => {
  it.each([
    'Austin, TX',
    'Austin, TX 78701',
    'San Francisco, California',
    'Toronto, ON',
    'Montréal, Québec',
    'Halifax, Nova Scotia',
    'Vancouver, Canada',
    'Remote, USA',
    'New York, NY, United States',
    'Canada',
  ])('is Letter for a person located in %s', (location) => {
    expect(isLetterLocation(location)).toBe(true);
    expect(defaultPaperSize({ location })).toBe('Letter');
  });

  it.each(['London', 'Berlin, Germany', 'Paris, France', 'Berlin, de', 'DE', 'Remote', '', null])(
    'is A4 for a person located in %s (a lone or lower-case code is a country, not a state)',
    (location) => {
      expect(isLetterLocation(location)).toBe(false);
      expect(defaultPaperSize({ location })).toBe('A4');
    },
  );

  it('reads "City, XX" with a US state code as the US, even where XX is also a country code', () => {
    // 'Chicago, IL' and 'Boston, MA' are far more common on a resume than 'Tel Aviv, IL': the dialog shows the choice.
    expect(['Chicago, IL', 'Boston, MA', 'Berlin, DE'].map(isLetterLocation)).toEqual([true, true, true]);
  });

  it('follows the first browser language that names a region', () => {
    expect(defaultPaperSize({ languages: ['en-US', 'en'] })).toBe('Letter');
    expect(defaultPaperSize({ languages: ['en', 'fr-CA'] })).toBe('Letter');
    expect(defaultPaperSize({ languages: ['en-GB', 'en-US'] })).toBe('A4');
    expect(defaultPaperSize({ languages: ['en'] })).toBe('A4');
    expect(defaultPaperSize({ languages: ['not a tag!'] })).toBe('A4');
    // Either one in the US or Canada is enough.
    expect(defaultPaperSize({ location: 'Berlin, Germany', languages: ['en-US'] })).toBe('Letter');
  });

  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguages('de;q=0.5, en-US;q=0.9, *;q=0.1, fr;q=0')).toEqual(['en-US', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the export’s choice, then the template’s, then the default', () => {
    const us = { location: 'Austin, TX' };
    expect(choosePaperSize({ ...us, requested: 'A4', template: { paperSize: 'Letter' } })).toBe('A4');
    expect(choosePaperSize({ ...us, template: { paperSize: 'A4' } })).toBe('A4');
    expect(choosePaperSize({ ...us, template: { paperSize: null } })).toBe('Letter');
    expect(choosePaperSize({ template: {} })).toBe('A4');
  });
});
