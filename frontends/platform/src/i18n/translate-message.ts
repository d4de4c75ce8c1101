import { flattenCatalogue, type Catalogue } from '@resume/contracts';
import { currentLanguage, i18n } from './instance';

/** The namespace of the contracts' toast and error texts (contracts src/i18n/messages), registered by instance.ts. */
export const MESSAGES_NAMESPACE = 'messages';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  pattern: RegExp;
  key: string;
  names: string[];
}

interface MessageIndex {
  /** An English text to its key (the same text under two keys is translated alike: either key does). */
  exact: Map<string, string>;
  /** The texts built from a value ('Failed to save template: {{detail}}'), most literal text first. */
  patterns: Pattern[];
}

let index: MessageIndex | undefined;

function buildIndex(): MessageIndex {
  const english = flattenCatalogue((i18n.getResourceBundle('en', MESSAGES_NAMESPACE) ?? {}) as Catalogue);
  const exact = new Map<string, string>();
  const patterns: (Pattern & { literal: number })[] = [];
  for (const [key, text] of Object.entries(english)) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const literals = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const literal = literals.join('').length;
    // A text that is only its value ('{{message}}') would match anything: it says nothing to translate.
    if (literal === 0) continue;
    const pattern = new RegExp(`^${literals.map(escape).join('([\\s\\S]+?)')}$`);
    patterns.push({ pattern, key, names, literal });
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

/**
 * A toast's or an API error's English text in the page's language (docs/decisions/0049-app-translations.md). The
 * screens raise toasts with the contracts' MESSAGES and read the API's English error texts; rather than each
 * screen translating, the one toast store and the one api client ask here. A text the `messages` namespace holds
 * is translated; one built from a value is matched by its pattern and the value translated too (a detail is often
 * an error's text); anything else (a screen's own words, a user's input) is left as it is. English returns the
 * text untouched, byte for byte.
 */
export function translateMessage(text: string): string {
  if (currentLanguage() === 'en') return text;
  const { exact, patterns } = (index ??= buildIndex());
  const key = exact.get(text);
  if (key) return i18n.t(key, { ns: MESSAGES_NAMESPACE });
  for (const { pattern, key: patternKey, names } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translateMessage(match[i + 1] ?? '')]));
    return i18n.t(patternKey, { ns: MESSAGES_NAMESPACE, ...values });
  }
  return text;
}

/**
 * An API error body's text in the page's language, by its code: the server words every error in English with its
 * code (`ERROR_CODES`), so the code's own text is translated as the code's; a body whose text is more particular than
 * its code's (a rule's detail) is translated as a text, if the namespace knows it.
 */
export function translateApiMessage(code: string | undefined, message: string): string {
  if (currentLanguage() === 'en') return message;
  const key = `ERROR_CODES.${code}`;
  if (code && i18n.getResource('en', MESSAGES_NAMESPACE, key) === message) {
    return i18n.t(key, { ns: MESSAGES_NAMESPACE });
  }
  return translateMessage(message);
}
