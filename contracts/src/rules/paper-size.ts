import type { PaperSize } from '../api/pdf';

/**
 * Which paper a PDF prints on when nobody chose (issue 26, docs/decisions/0043-page-size-and-running-elements.md):
 * US Letter for a person in the United States or Canada, A4 everywhere else. The export dialog, the API without a
 * paperSize and the public download use this one rule.
 */

const LETTER_COUNTRIES = new Set([
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
  'canada',
]);

const US_STATES = [
  'Alabama AL',
  'Alaska AK',
  'Arizona AZ',
  'Arkansas AR',
  'California CA',
  'Colorado CO',
  'Connecticut CT',
  'Delaware DE',
  'District of Columbia DC',
  'Florida FL',
  'Georgia GA',
  'Hawaii HI',
  'Idaho ID',
  'Illinois IL',
  'Indiana IN',
  'Iowa IA',
  'Kansas KS',
  'Kentucky KY',
  'Louisiana LA',
  'Maine ME',
  'Maryland MD',
  'Massachusetts MA',
  'Michigan MI',
  'Minnesota MN',
  'Mississippi MS',
  'Missouri MO',
  'Montana MT',
  'Nebraska NE',
  'Nevada NV',
  'New Hampshire NH',
  'New Jersey NJ',
  'New Mexico NM',
  'New York NY',
  'North Carolina NC',
  'North Dakota ND',
  'Ohio OH',
  'Oklahoma OK',
  'Oregon OR',
  'Pennsylvania PA',
  'Rhode Island RI',
  'South Carolina SC',
  'South Dakota SD',
  'Tennessee TN',
  'Texas TX',
  'Utah UT',
  'Vermont VT',
  'Virginia VA',
  'Washington WA',
  'West Virginia WV',
  'Wisconsin WI',
  'Wyoming WY',
  'Puerto Rico PR',
];
const PROVINCES = [
  'Alberta AB',
  'British Columbia BC',
  'Manitoba MB',
  'New Brunswick NB',
  'Newfoundland and Labrador NL',
  'Nova Scotia NS',
  'Northwest Territories NT',
  'Nunavut NU',
  'Ontario ON',
  'Prince Edward Island PE',
  'Quebec QC',
  'Québec QC',
  'Saskatchewan SK',
  'Yukon YT',
];
const REGIONS = [...US_STATES, ...PROVINCES].map((entry) => ({
  name: entry.slice(0, -3).toLowerCase(),
  code: entry.slice(-2),
}));
const REGION_NAMES = new Set(REGIONS.map((r) => r.name));
const REGION_CODES = new Set(REGIONS.map((r) => r.code));

/**
 * Whether a free-text location names the US or Canada: its last comma-separated part is the country ('USA',
 * 'Canada'), a state or province name ('Texas', 'Ontario'), or, after a place name, a state or province code in
 * capitals ('Austin, TX', 'Toronto, ON'; a code alone is too often a country code: 'DE', 'IN').
 */
export function isLetterLocation(location: string | null | undefined): boolean {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return false;
  const last = parts[parts.length - 1];
  const lower = last.toLowerCase().replace(/\s+/g, ' ');
  if (LETTER_COUNTRIES.has(lower) || REGION_NAMES.has(lower)) return true;
  // 'Austin, TX 78701': the state code may carry a ZIP or postal code after it.
  const code = /^([A-Z]{2})(?:\s+[0-9A-Z][0-9A-Z -]{2,9})?$/.exec(last)?.[1];
  return parts.length > 1 && code !== undefined && REGION_CODES.has(code);
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
 * Letter when the person's location is in the US or Canada, or when the first of their languages that names a
 * region names one of those two; else A4.
 */
export function defaultPaperSize(person: {
  location?: string | null;
  languages?: readonly string[] | null;
}): PaperSize {
  if (isLetterLocation(person.location)) return 'Letter';
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
