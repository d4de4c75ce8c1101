import { JOB_TERM_WEIGHTS, type JobTermWeight } from '@resume/contracts';
import { fold, lines, sentences } from './job-text';
import type { KnownTerm, Lexicon } from './lexicon';
import { isNeutralHeading, namedWeight } from './requirement-words';

/** A term of the posting: the highest weight it is asked with, and how the posting spells it. */
export interface PostingTerm {
  term: KnownTerm;
  weight: JobTermWeight;
  spellings: string[];
}

interface Occurrence {
  term: KnownTerm;
  spelling: string;
}

const HEADING_MAX_WORDS = 8;
const BARE_HEADING_MAX_WORDS = 6;

/**
 * The known terms of a posting, each with its weight: a sentence's own words first ('Kafka is a plus':
 * preferred), then the words before a colon opening its line ('Must have: Go, SQL'), then its section's heading
 * ('Requirements:', 'Nice to have', 'Wir bieten'), else 'mentioned'. A term met several times keeps the highest
 * weight. In order of first appearance.
 */
export function postingTerms(text: string, lexicon: Lexicon, locale: string): PostingTerm[] {
  const terms = new Map<string, PostingTerm>();
  const note = (found: Occurrence[], weight: JobTermWeight) => {
    for (const { term, spelling } of found) {
      const seen = terms.get(term.id);
      if (!seen) terms.set(term.id, { term, weight, spellings: [spelling] });
      else {
        if (JOB_TERM_WEIGHTS[weight] > JOB_TERM_WEIGHTS[seen.weight]) seen.weight = weight;
        if (!seen.spellings.includes(spelling)) seen.spellings.push(spelling);
      }
    }
  };

  let section: JobTermWeight = 'mentioned';
  for (const line of lines(text)) {
    const found = occurrences(line.text, lexicon);
    const heading = line.bulleted ? null : headingWeight(line.text, found.length > 0, locale);
    if (heading) {
      section = heading;
      note(found, heading);
      continue;
    }
    const colon = /^([^:]{1,60}):\s+(.+)$/u.exec(line.text);
    const lead = colon ? namedWeight(fold(colon[1], locale)) : null;
    for (const sentence of sentences(line.text))
      note(occurrences(sentence, lexicon), namedWeight(fold(sentence, locale)) ?? lead ?? section);
  }
  return [...terms.values()];
}

/**
 * A heading's weight, or null when the line is not a heading: a line of at most eight words ending with ':', or a
 * short line without closing punctuation and without a term that names a weight or is a neutral heading.
 */
function headingWeight(text: string, holdsTerms: boolean, locale: string): JobTermWeight | null {
  const count = text.split(/\s+/).length;
  const folded = fold(text, locale);
  if (text.endsWith(':') && count <= HEADING_MAX_WORDS) return namedWeight(folded) ?? 'mentioned';
  if (holdsTerms || count > BARE_HEADING_MAX_WORDS || /[.!?;,]$/.test(text)) return null;
  return namedWeight(folded) ?? (isNeutralHeading(folded) ? 'mentioned' : null);
}

/** The terms a piece of text spells, longest spelling first, each word in at most one term. */
function occurrences(text: string, lexicon: Lexicon): Occurrence[] {
  const list = lexicon.wordsOf(text);
  const out: Occurrence[] = [];
  for (let i = 0; i < list.length;) {
    const hit = lexicon.longestAt(list, i);
    if (!hit) {
      i++;
      continue;
    }
    const spelling = list
      .slice(i, i + hit.length)
      .map((w) => w.surface)
      .join(' ');
    out.push({ term: hit.term, spelling });
    i += hit.length;
  }
  return out;
}
