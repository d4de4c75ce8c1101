import type { PaperSize } from '../api/pdf';
import { cityCountries, countryCode, countryNames, placeKey, REGION_CODES, REGION_NAMES } from './place-names';

/**
 * Which paper a PDF prints on when nobody chose (issue 26, docs/decisions/0043-page-size-and-running-elements.md):
 * US Letter for a person in the United States or Canada, A4 everywhere else. The export dialog, the API without a
 * paperSize and the public download use this one rule.
 */

/** The two countries that print on Letter (the rule; Mexico and a few others do too, not counted here). */
const LETTER_COUNTRIES = new Set(['US', 'CA']);

/** A part without the postal code before or after its name ('10115 Berlin', 'Austin 78701'). */
const keyOf = (part: string) => placeKey(part.replace(/^\d[\d -]*\s+|\s+\d[\d -]*$/g, ''));

/** What the i-th part of a location says: Letter (the US or Canada), A4 (another country), or nothing. */
function paperOfPart(parts: string[], i: number): PaperSize | null {
  const part = parts[i];
  const key = keyOf(part);
  // A state or province code in capitals after a place, maybe with a ZIP ('Austin, TX 78701'); alone, a code is
  // too often a country's ('DE', 'IN').
  const code = i > 0 ? /^([A-Z]{2})(?:\s+[0-9A-Z][0-9A-Z -]{2,9})?$/.exec(part)?.[1] : undefined;
  const region = REGION_NAMES.has(key) || (code !== undefined && REGION_CODES.has(code));
  const country = countryNames().get(key) ?? (code ? countryCode(code) : undefined);
  if (region || (country && LETTER_COUNTRIES.has(country))) {
    // Also another country's name or code ('Tbilisi, Georgia', 'Berlin, DE', 'Mumbai, IN'): the city before it
    // tells which. Otherwise the state: 'Chicago, IL' and 'Atlanta, Georgia' are far more common on a resume.
    const before = i > 0 ? cityCountries().get(keyOf(parts[i - 1])) : undefined;
    return country && !LETTER_COUNTRIES.has(country) && before === country ? 'A4' : 'Letter';
  }
  if (country) return 'A4';
  const city = cityCountries().get(key);
  if (city) return LETTER_COUNTRIES.has(city) ? 'Letter' : 'A4';
  return null;
}

/**
 * The paper a free-text location asks for: Letter in the US or Canada, A4 in another country, null when it names
 * no place the rule knows ('Remote', empty). Its parts (split at commas, slashes, brackets) are read from the last,
 * the most general: the first that names a country, a state or province, or a big city decides ('Austin, TX',
 * 'Toronto', 'Berlin', 'Lyon, FR', 'London, ON' in Canada, 'Paris, TX' in Texas).
 */
export function paperOfLocation(location: string | null | undefined): PaperSize | null {
  const parts = (location ?? '')
    .split(/[,/|;()·]|\s[-–—]\s/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const paper = paperOfPart(parts, i);
    if (paper) return paper;
  }
  return null;
}

/** Whether a language tag names the US or Canada as its region ('en-US', 'fr-CA'); 'en' alone names no region. */
export function isLetterLocale(tag: string | null | undefined): boolean {
  if (!tag) return false;
  try {
    const region = new Intl.Locale(tag.trim()).region;
    return region === 'US' || region === 'CA';
  } catch {
    return false;
  }
}

/** The tags of an Accept-Language header, most preferred first ('fr-CA,fr;q=0.9,en;q=0.8' -> fr-CA, fr, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([0-9.]+)\s*$/.exec(params.join(';'))?.[1] ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/**
 * Where the person is, when their location names a place (decision 0043): Letter in the US or Canada, else A4.
 * Only when it names none ('Remote', empty) the first of their languages that names a region decides: a person in
 * Berlin whose browser says en-US still prints on A4, the paper of the recruiters they write to.
 */
export function defaultPaperSize(person: {
  location?: string | null;
  languages?: readonly string[] | null;
}): PaperSize {
  const byLocation = paperOfLocation(person.location);
  if (byLocation) return byLocation;
  const first = (person.languages ?? []).find((tag) => {
    try {
      return new Intl.Locale(tag).region !== undefined;
    } catch {
      return false;
    }
  });
  return isLetterLocale(first) ? 'Letter' : 'A4';
}

/**
 * The paper an export prints on: the export's own choice, else the template's, else defaultPaperSize. The export
 * dialog preselects the same (with no choice of its own yet).
 */
export function choosePaperSize(choice: {
  requested?: PaperSize | null;
  template?: { paperSize?: PaperSize | null } | null;
  location?: string | null;
  languages?: readonly string[] | null;
}): PaperSize {
  return choice.requested ?? choice.template?.paperSize ?? defaultPaperSize(choice);
}
