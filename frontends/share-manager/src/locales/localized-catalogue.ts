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
