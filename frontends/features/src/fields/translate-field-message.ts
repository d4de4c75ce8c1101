import { sentenceCase } from '@resume/contracts';
import { fieldsEn } from './en';

export type TranslateKey = (key: string, values?: Record<string, string>) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface RulePattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

interface FieldIndex {
  /** A label as the messages write it ('Job title', 'Job Title', 'tags') to its key ('experience.title'). */
  labels: Map<string, string>;
  rules: RulePattern[];
  texts: Map<string, string>;
}

let index: FieldIndex | undefined;

function buildIndex(): FieldIndex {
  const labels = new Map<string, string>();
  for (const [form, fields] of Object.entries(fieldsEn.labels)) {
    for (const [field, label] of Object.entries(fields as Record<string, string>)) {
      for (const written of [sentenceCase(label), label, label.toLowerCase()]) {
        if (!labels.has(written)) labels.set(written, `${form}.${field}`);
      }
    }
  }
  const rules = Object.entries(fieldsEn.rules).map(([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    const literals = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const literal = literals.join('').length;
    return { key, names, literal, pattern: new RegExp(`^${literals.map(escape).join('([\\s\\S]+?)')}$`) };
  });
  // The most literal text first: 'must be a year, for example 2023, or ...' before 'must be a year, for example {{example}}'.
  rules.sort((a, b) => b.literal - a.literal);
  const texts = new Map(Object.entries(fieldsEn.texts).map(([key, text]) => [text as string, key]));
  return { labels, rules, texts };
}

/**
 * A DTO's English field message ('Job title can be at most 100 characters.') in the page's language, through `t` of
 * the `fields` namespace: the message is matched against the rules' templates, its label found among the forms'
 * labels and translated by key, the other values (a number, an example) kept. A text that matches nothing (a
 * server's own words) is returned as it is. The same idea as the platform's translate-message.ts for toasts.
 */
export function translateFieldMessage(text: string, t: TranslateKey): string {
  const { labels, rules, texts } = (index ??= buildIndex());
  const textKey = texts.get(text);
  if (textKey) return t(`texts.${textKey}`);
  for (const { key, pattern, names } of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      values[name] = match[i + 1] ?? '';
    });
    // A label no form shows is not one of these messages: leave the text as it is.
    const labelKey = labels.get(values.label ?? '');
    if (!labelKey) continue;
    values.label = t(`labels.${labelKey}`);
    return t(`rules.${key}`, values);
  }
  return text;
}
