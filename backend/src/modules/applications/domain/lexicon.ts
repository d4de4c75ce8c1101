import type { JobTermKind } from '@resume/contracts';
import dictionary from './dictionary/job-terms.json';
import { isStopWord } from './stop-words';
import { fold, type Word, words } from './job-text';

/** One term the rules know: its name, its kind, and an id that is its name's key. */
export interface KnownTerm {
  id: string;
  name: string;
  kind: JobTermKind;
}

/** The longest phrase of the person's own that is a term (issue 28: phrases of up to three words). */
export const OWN_PHRASE_MAX_WORDS = 3;
const DICTIONARY_KINDS = ['skill', 'tool', 'certification'] as const;
const CASE_SENSITIVE = new Set(dictionary.caseSensitive);
const NEVER_SPLIT = new Set(dictionary.neverSplit.map((w) => fold(w, 'en')));

/**
 * The terms a match looks for and their spellings: the shipped dictionary (dictionary/job-terms.json) and the person's
 * own tags and skills. A spelling is a phrase of words; most match by key, the dictionary's case-sensitive ones
 * only as written. A scan takes the longest spelling that starts at a word.
 */
export class Lexicon {
  private readonly byKey = new Map<string, KnownTerm>();
  private readonly bySurface = new Map<string, KnownTerm>();
  /** The keys of the case-sensitive spellings: a tag 'react' is the dictionary's React, not a term of its own. */
  private readonly caseSensitiveKeys = new Map<string, KnownTerm>();
  private readonly singleKeys = new Set<string>(NEVER_SPLIT);
  /** Every start of a spelling, in words ('aws', 'aws certified', ...): a scan stops at a phrase that is none. */
  private readonly keyPrefixes = new Set<string>();
  private readonly surfacePrefixes = new Set<string>();
  /** Folded words, kept for the match: a resume says the same words again and again. */
  private readonly folded = new Map<string, string>();
  private longest = 1;

  constructor(private readonly locale: string) {
    for (const kind of DICTIONARY_KINDS)
      for (const [name, ...aliases] of dictionary[kind]) {
        const term = { id: fold(name, 'en'), name, kind };
        for (const spelling of [name, ...aliases]) this.add(spelling, term, CASE_SENSITIVE.has(spelling));
      }
  }

  /**
   * Adds one of the person's tags or skills: the dictionary's term when it is one of its spellings ('k8s' is
   * Kubernetes), else a term of its own, when it has at most three words and is not only stop words.
   */
  addOwn(spelling: string): void {
    const phrase = this.wordsOf(spelling);
    const key = phrase.map((w) => w.key).join(' ');
    if (phrase.length === 0 || this.find(phrase, 0, phrase.length) || this.caseSensitiveKeys.has(key)) return;
    if (phrase.length > OWN_PHRASE_MAX_WORDS || phrase.every((w) => isStopWord(w.key))) return;
    this.add(spelling, { id: key, name: spelling.trim(), kind: 'own' }, false);
  }

  /** The words of a text, compounds split unless a spelling is the whole compound. */
  wordsOf(text: string): Word[] {
    return words(text, this.locale, (key) => this.singleKeys.has(key), this.folded);
  }

  /**
   * Every term spelt by a phrase starting at `list[start]`, shortest first, with its length in words: the phrase
   * grows while it is the start of some spelling, so most words cost one look-up. A single letter split from a
   * compound ('R' of 'R&D') is never a term.
   */
  termsAt(list: readonly Word[], start: number): { term: KnownTerm; length: number }[] {
    const out: { term: KnownTerm; length: number }[] = [];
    let key = '';
    let surface = '';
    for (let end = start; end < list.length && end - start < this.longest; end++) {
      const word = list[end];
      key = end === start ? word.key : `${key} ${word.key}`;
      surface = end === start ? word.surface : `${surface} ${word.surface}`;
      const byKey = this.keyPrefixes.has(key);
      const bySurface = this.surfacePrefixes.has(surface);
      if (!byKey && !bySurface) break;
      if (end === start && word.part && [...word.surface].length === 1) continue;
      const term = (bySurface && this.bySurface.get(surface)) || (byKey && this.byKey.get(key)) || null;
      if (term) out.push({ term, length: end - start + 1 });
    }
    return out;
  }

  /** The term of the longest phrase starting at `list[start]`, or null. */
  longestAt(list: readonly Word[], start: number): { term: KnownTerm; length: number } | null {
    const all = this.termsAt(list, start);
    return all.length > 0 ? all[all.length - 1] : null;
  }

  private find(list: readonly Word[], start: number, length: number): KnownTerm | null {
    const found = this.termsAt(list, start).find((hit) => hit.length === length);
    return found ? found.term : null;
  }

  private add(spelling: string, term: KnownTerm, caseSensitive: boolean): void {
    const phrase = words(spelling, this.locale, () => true);
    if (phrase.length === 0) return;
    this.longest = Math.max(this.longest, phrase.length);
    // Each word of a spelling stays whole in a text ('A/B' of 'A/B testing' is not split into A and B).
    for (const word of phrase) this.singleKeys.add(word.key);
    const prefixes = caseSensitive ? this.surfacePrefixes : this.keyPrefixes;
    const parts = phrase.map((w) => (caseSensitive ? w.surface : w.key));
    for (let n = 1; n <= parts.length; n++) prefixes.add(parts.slice(0, n).join(' '));
    if (caseSensitive) {
      const surface = phrase.map((w) => w.surface).join(' ');
      if (!this.bySurface.has(surface)) this.bySurface.set(surface, term);
      this.caseSensitiveKeys.set(phrase.map((w) => w.key).join(' '), term);
    } else {
      const key = phrase.map((w) => w.key).join(' ');
      if (!this.byKey.has(key)) this.byKey.set(key, term);
    }
  }
}
