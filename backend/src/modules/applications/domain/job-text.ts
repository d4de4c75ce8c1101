/**
 * Text into words, the same way for a posting, a resume field and a dictionary spelling (issue 28): Unicode letters
 * and digits of any script, with the joiners that make one term of 'C++', 'C#', '.NET', 'Node.js', 'CI/CD',
 * 'TCP/IP' and 'front-end'. A word's key is lower-cased for the language, compatibility-normalised (full-width
 * letters as ASCII) and without Latin accents ('Développement' and 'developpement' are one key, 'Straße' 'strasse').
 */

/** A word as written and its key. `part`: split from a compound the lexicon does not know ('React/Redux'). */
export interface Word {
  surface: string;
  key: string;
  part: boolean;
}

// An optional leading dot before a letter ('.NET'), letters (with their combining marks: Devanagari) and digits, inner joiners followed by more of them, and
// a trailing '++', '+' or '#' ('C++', 'C#', 'Network+'). Apostrophes split ("l'expérience" is two words).
const WORD = /(?:(?<![\p{L}\p{N}.])\.(?=\p{L}))?[\p{L}\p{M}\p{N}]+(?:[./&+#-][\p{L}\p{M}\p{N}]+)*(?:\+\+|\+|#)?/gu;
const JOINER = /[./&-]/;
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

/** The key of a word or phrase: NFKC, lower case for `locale`, Latin accents and ß folded. */
export function fold(text: string, locale: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(COMBINING_ACCENTS, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[’‘]/g, "'");
}

/**
 * The words of a text. A compound word with joiners whose key `isKnown` does not accept is also split at them
 * ('React/Redux' -> React, Redux; 'Scrum-Master' -> Scrum, Master), so its parts can still be terms. `folded`
 * keeps the keys already made (a resume repeats its words).
 */
export function words(
  text: string,
  locale: string,
  isKnown: (key: string) => boolean = () => false,
  folded: Map<string, string> = new Map(),
): Word[] {
  const keyOf = (surface: string) => {
    let key = folded.get(surface);
    if (key === undefined) folded.set(surface, (key = fold(surface, locale)));
    return key;
  };
  const out: Word[] = [];
  for (const match of text.normalize('NFKC').matchAll(WORD)) {
    const surface = match[0];
    const key = keyOf(surface);
    if (!JOINER.test(surface.replace(/^\./, '')) || isKnown(key)) {
      out.push({ surface, key, part: false });
      continue;
    }
    for (const part of surface.split(/[./&-]+/)) {
      if (part) out.push({ surface: part, key: keyOf(part), part: true });
    }
  }
  return out;
}

/**
 * The text of a posting as lines, each without its bullet ('- ', '• ', '1. '), Markdown heading marks and bold
 * marks, and surrounding spaces. A line that goes on in lower case after a line without closing punctuation is
 * the same sentence wrapped, and joins it.
 */
export function lines(text: string): { text: string; bulleted: boolean }[] {
  const out: { text: string; bulleted: boolean }[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^\s*#{1,6}\s+/, '').replace(/\*\*|__/g, '');
    const bullet = /^\s*(?:[-*•·▪◦‣–—>]|\d{1,2}[.)])\s+/.exec(line);
    const content = (bullet ? line.slice(bullet[0].length) : line).trim();
    if (content === '') continue;
    const previous = out[out.length - 1];
    if (previous && !bullet && /^\p{Ll}/u.test(content) && !/[.:!?;]$/.test(previous.text))
      previous.text = `${previous.text} ${content}`;
    else out.push({ text: content, bulleted: bullet !== null });
  }
  return out;
}

/** A line's sentences: cut after '.', '!', '?' or ';' followed by a space, and at inline bullets. */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?;])\s+|\s[•·▪]\s/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
