import { acceptedLanguages, choosePaperSize, defaultPaperSize, paperOfLocation } from './paper-size';

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
    'Austin',
    'Toronto',
    'Chicago, IL',
    'Boston, MA',
    'Atlanta, Georgia',
    'London, ON',
    'Paris, TX',
    'Seattle (remote)',
    'Vereinigte Staaten',
  ])('is Letter for a person located in %s, whatever their browser says', (location) => {
    expect(paperOfLocation(location)).toBe('Letter');
    expect(defaultPaperSize({ location })).toBe('Letter');
    expect(defaultPaperSize({ location, languages: ['de-DE'] })).toBe('Letter');
  });

  it.each([
    'Berlin',
    'London',
    'Berlin, Germany',
    'Paris, France',
    'Berlin, de',
    'Berlin, DE',
    'Lyon, FR',
    'Tel Aviv, IL',
    'Mumbai, IN',
    'Tbilisi, Georgia',
    '10115 Berlin',
    'München',
    'Deutschland',
    'Bangalore / Remote',
    'Sydney, Australia',
    'UK',
  ])('is A4 for a person located in %s, even when their browser says en-US', (location) => {
    expect(paperOfLocation(location)).toBe('A4');
    expect(defaultPaperSize({ location })).toBe('A4');
    // The known bug: a person in Berlin with an American browser got Letter.
    expect(defaultPaperSize({ location, languages: ['en-US', 'en'] })).toBe('A4');
  });

  it.each(['Remote', 'DE', 'Springfield', '', null])(
    'leaves the choice to the browser for a location that names no known place (%s)',
    (location) => {
      expect(paperOfLocation(location)).toBeNull();
      expect(defaultPaperSize({ location, languages: ['en-US'] })).toBe('Letter');
      expect(defaultPaperSize({ location, languages: ['de-DE'] })).toBe('A4');
      expect(defaultPaperSize({ location })).toBe('A4');
    },
  );

  it('follows the first browser language that names a region when the location does not decide', () => {
    expect(defaultPaperSize({ languages: ['en-US', 'en'] })).toBe('Letter');
    expect(defaultPaperSize({ languages: ['en', 'fr-CA'] })).toBe('Letter');
    expect(defaultPaperSize({ languages: ['en-GB', 'en-US'] })).toBe('A4');
    expect(defaultPaperSize({ languages: ['en'] })).toBe('A4');
    expect(defaultPaperSize({ languages: ['not a tag!'] })).toBe('A4');
    // The location outranks the browser, both ways.
    expect(defaultPaperSize({ location: 'Berlin', languages: ['en-US'] })).toBe('A4');
    expect(defaultPaperSize({ location: 'Austin, TX', languages: ['en-GB'] })).toBe('Letter');
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
    expect(choosePaperSize({ template: null, location: 'Berlin', languages: ['en-US'] })).toBe('A4');
  });
});
