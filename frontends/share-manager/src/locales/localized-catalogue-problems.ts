import { catalogueProblems, flattenCatalogue, type Catalogue } from '@resume/contracts';
import { PLURAL_CATEGORIES } from './localized-catalogue';

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
