import type { JobTermWeight } from '@resume/contracts';
import { fold } from './job-text';

/**
 * The words by which a posting says how much it wants something, in every supported language at once (a German
 * posting may say 'Nice to have'). A sentence with a preferred word is 'preferred' ('Go is a plus', even under a
 * 'Requirements' heading); else with a required word 'required'; else it takes its section's weight. A heading
 * (a line ending with ':' or a short line naming one of these, or one of NEUTRAL_HEADINGS) sets its section's
 * weight until the next heading. Part of the rules: a change bumps JOB_MATCH_RULES_VERSION.
 */
const PREFERRED = [
  // en
  'nice to have',
  'nice-to-have',
  'nice to haves',
  'preferred',
  'preferably',
  'a plus',
  'is a plus',
  'big plus',
  'bonus',
  'bonus points',
  'desirable',
  'ideally',
  'advantageous',
  'an advantage',
  'would be great',
  'good to have',
  'optional',
  // de
  'wünschenswert',
  'von vorteil',
  'idealerweise',
  'pluspunkt',
  'ein plus',
  'gerne',
  'wäre schön',
  'bevorzugt',
  'optional',
  // fr
  'souhaité',
  'souhaitée',
  'souhaités',
  'souhaitable',
  'apprécié',
  'appréciée',
  'appréciés',
  'un plus',
  'un atout',
  'atout',
  'atouts',
  'idéalement',
  'de préférence',
  // es
  'deseable',
  'deseables',
  'se valorará',
  'valorable',
  'valorables',
  'será un plus',
  'preferiblemente',
  'idealmente',
];

const REQUIRED = [
  // en
  'must have',
  'must-have',
  'must haves',
  'must',
  'required',
  'requirements',
  'requirement',
  'essential',
  'mandatory',
  "you'll need",
  'you will need',
  'you bring',
  'what you bring',
  'we expect',
  'minimum qualifications',
  'basic qualifications',
  'qualifications',
  'need to have',
  'proven experience',
  // de
  'muss',
  'müssen',
  'erforderlich',
  'voraussetzung',
  'voraussetzungen',
  'anforderungen',
  'dein profil',
  'ihr profil',
  'das bringst du mit',
  'was du mitbringst',
  'was sie mitbringen',
  'das bringen sie mit',
  'zwingend',
  'unabdingbar',
  'fundierte',
  'sehr gute kenntnisse',
  'setzen voraus',
  'wir erwarten',
  // fr
  'requis',
  'requise',
  'requises',
  'exigé',
  'exigée',
  'exigences',
  'obligatoire',
  'indispensable',
  'impératif',
  'vous devez',
  'profil recherché',
  'votre profil',
  'compétences requises',
  'nous attendons',
  // es
  'requisitos',
  'requisito',
  'imprescindible',
  'obligatorio',
  'requerido',
  'requerida',
  'necesario',
  'necesaria',
  'experiencia demostrable',
];

/** Headings that end a required or preferred section without naming a weight ('What we offer', 'About us'). */
const NEUTRAL_HEADINGS = [
  'about us',
  'about the role',
  'about the job',
  'the role',
  'your role',
  'your tasks',
  'responsibilities',
  "what you'll do",
  'what you will do',
  'what we offer',
  'benefits',
  'why us',
  'über uns',
  'deine aufgaben',
  'ihre aufgaben',
  'aufgaben',
  'wir bieten',
  'was wir bieten',
  'unser angebot',
  'qui sommes-nous',
  'vos missions',
  'missions',
  'le poste',
  'nous offrons',
  'ce que nous offrons',
  'avantages',
  'sobre nosotros',
  'tus funciones',
  'funciones',
  'responsabilidades',
  'ofrecemos',
  'qué ofrecemos',
];

/** One alternation per list, on folded text, matched as whole words. */
function wordsPattern(words: readonly string[]): RegExp {
  const escaped = [...new Set(words.map((w) => fold(w, 'en')))]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

const PREFERRED_PATTERN = wordsPattern(PREFERRED);
const REQUIRED_PATTERN = wordsPattern(REQUIRED);
const NEUTRAL_PATTERN = wordsPattern(NEUTRAL_HEADINGS);

/** The weight a piece of folded text names itself: preferred before required, null for neither. */
export function namedWeight(folded: string): Exclude<JobTermWeight, 'mentioned'> | null {
  if (PREFERRED_PATTERN.test(folded)) return 'preferred';
  if (REQUIRED_PATTERN.test(folded)) return 'required';
  return null;
}

/** Whether a folded heading is one that ends a weighted section. */
export function isNeutralHeading(folded: string): boolean {
  return NEUTRAL_PATTERN.test(folded);
}
