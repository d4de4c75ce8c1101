/**
 * Which way a resume reads (issue 27 point 3, docs/decisions/0048-right-to-left.md). The resume's language decides:
 * Arabic, Hebrew, Persian, Urdu and the other languages written in a right-to-left script lay the page out right to
 * left. Named so the contracts' textDirectionOf (the resume's language, issue 27 point 2) can take its place.
 */
export type TextDirection = 'ltr' | 'rtl';

/** Primary language subtags written right to left by default (CLDR's characterOrder right-to-left). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ckb', 'ug', 'yi', 'dv', 'syr']);

/** Script subtags written right to left: a script named in the tag wins over the language ('az-Arab', 'ar-Latn'). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr']);

/** 'ar', 'he-IL', 'fa_IR', 'az-Arab' -> 'rtl'; anything else, or no language, -> 'ltr'. */
export function directionOf(language: string | null | undefined): TextDirection {
  const [primary, ...rest] = (language ?? '').trim().toLowerCase().split(/[-_]/);
  const script = rest.find((part) => /^[a-z]{4}$/.test(part));
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}
