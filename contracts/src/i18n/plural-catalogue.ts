import { catalogueProblems, flattenCatalogue, type Catalogue } from './catalogue';

/*
 * Catalogues with plural keys (docs/decisions/0049-app-translations.md): first share-manager's, now also the account
 * remote's, so the type and its check live here beside Translation and catalogueProblems, one shared thing.
 */

/** CLDR's plural categories, i18next's key suffixes (`views_one`, `views_few`...). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
type PluralKey = `${string}_${PluralCategory}`;

/**
 * A translation of the English catalogue `T` whose plural keys follow the language, not English: English writes
 * `views_one` and `views_other`; a translation writes `views_other` and any of the other forms (German `_one`,
 * Arabic `_zero`, `_one`, `_two`, `_few`, `_many`). Which forms a language needs is checked at test time
 * (localizedCatalogueProblems), from Intl.PluralRules; everything else is contracts' `Translation<T>`.
 */
export type LocalizedCatalogue<T> = {
  readonly [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : LocalizedCatalogue<T[K]>;
} & {
  readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_other` : never]: string;
} & {
  readonly [
    K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Exclude<PluralCategory, 'other'>}` : never
  ]?: string;
};

const PLURAL = new RegExp(`^(.*)_(${PLURAL_CATEGORIES.join('|')})$`);
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const placeholdersOf = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]));
const pluralBase = (key: string) => PLURAL.exec(key)?.[1];

/**
 * contracts' catalogueProblems for a catalogue with plural keys: a plural text (English `views_one`, `views_other`)
 * must come in exactly the forms the language's plural rules have (Intl.PluralRules: German one/other, Arabic
 * zero/one/two/few/many/other); its `_other` form has English's placeholders, the others may leave the number out
 * ('مشاهدتان', two views) but add none. Everything else: catalogueProblems.
 */
export function localizedCatalogueProblems(english: Catalogue, translation: Catalogue, language: string): string[] {
  const source = flattenCatalogue(english);
  const other = flattenCatalogue(translation);
  const bases = new Set(Object.keys(source).flatMap((key) => pluralBase(key) ?? []));
  const isPlural = (key: string) => bases.has(pluralBase(key) ?? '');
  const singular = (flat: Record<string, string>) =>
    Object.fromEntries(Object.entries(flat).filter(([key]) => !isPlural(key)));
  const problems = catalogueProblems(singular(source), singular(other));
  const needed: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const base of bases) {
    const allowed = placeholdersOf(source[`${base}_other`] ?? '');
    const forms = Object.keys(other).filter((key) => pluralBase(key) === base);
    for (const category of needed)
      if (!forms.includes(`${base}_${category}`)) problems.push(`missing plural form ${base}_${category}`);
    for (const key of forms) {
      const text = other[key];
      const category = key.slice(base.length + 1);
      if (!needed.includes(category)) problems.push(`extra plural form ${key}`);
      else if (text.trim() === '') problems.push(`empty text at ${key}`);
      const used = placeholdersOf(text);
      const foreign = [...used].filter((name) => !allowed.has(name));
      const lost = category === 'other' ? [...allowed].filter((name) => !used.has(name)) : [];
      if (foreign.length || lost.length) problems.push(`placeholders of ${key}: {${[...used].sort().join(',')}}`);
    }
  }
  return problems;
}
