/**
 * Catalogues: nested objects of strings, one per namespace and language, with i18next's `{{name}}` placeholders
 * (docs/decisions/0049-app-translations.md). These helpers are framework-free so the backend's server-rendered
 * pages and the prerendered marketing pages use the same catalogues without i18next.
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/**
 * A translation of the English catalogue `T`: the same keys, every value a string. Typing a locale with it makes a
 * missing or extra key a type error; `catalogueProblems` also checks the placeholders, at test time.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` replaced by `values.name` (a missing value stays visible as the placeholder, never 'undefined'). */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** Every key of a catalogue as a dotted path, with its string. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenCatalogue(value, path));
  }
  return flat;
}

/** The string at a dotted key, or the key itself (as i18next shows a missing key). */
export function lookupText(catalogue: Catalogue, key: string, values?: Readonly<Record<string, string | number>>) {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? interpolate(node, values) : key;
}

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * What is wrong with a translation against the English source: a key English has and it lacks, a key English
 * does not have, a different set of placeholders, or an empty string. Empty list: nothing.
 */
export function catalogueProblems(source: Catalogue, translation: Catalogue): string[] {
  const english = flattenCatalogue(source);
  const translated = flattenCatalogue(translation);
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const other = translated[key];
    if (other === undefined) problems.push(`missing key ${key}`);
    else if (other.trim() === '') problems.push(`empty text at ${key}`);
    else if (placeholders(other) !== placeholders(text))
      problems.push(`placeholders of ${key}: {${placeholders(other)}} instead of {${placeholders(text)}}`);
  }
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`extra key ${key}`);
  return problems;
}
