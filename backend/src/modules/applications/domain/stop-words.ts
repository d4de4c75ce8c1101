import type { JobMatchLanguage } from '@resume/contracts';
import { fold } from './job-text';

/**
 * Stop words per language (lower case, accents kept; compared after the same folding as the text). They tell the
 * posting's language (the language with the most of them) and keep phrases from starting or ending with one, so
 * 'experience in Python' is never a term. Part of the rules: a change bumps JOB_MATCH_RULES_VERSION.
 */
const WORDS: Record<JobMatchLanguage, string> = {
  en: `a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each either etc few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me more most my myself
    no nor not now of off on once only or other our ours ourselves out over own per same she should so some such
    than that the their theirs them themselves then there these they this those through to too under until up us
    very via was we well were what when where which while who whom why will with within without would you your
    yours yourself yourselves our ll ve re don doesn isn aren wasn weren won t s d m e g i.e e.g like using use
    used work working works experience years year strong good great excellent team teams role job company join
    looking ability able new across including include includes plus must should required preferred nice have`,
  de: `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus
    bei bin bis bist da damit dann das dass dein deine deinem deinen deiner dem den denn der des dessen deshalb die
    dies diese diesem diesen dieser dieses doch dort du durch ein eine einem einen einer eines einige er es etwas
    euch euer eure für gegen gewesen hab habe haben hat hatte hier hin hinter ich ihm ihn ihnen ihr ihre ihrem
    ihren ihrer im in indem ins ist jede jedem jeden jeder jedes jetzt kann kein keine können könnte man manche
    mehr mein meine mit muss musst nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so
    solche soll sollte sondern sowie über um und uns unser unsere unter viel vom von vor wann war waren warum was
    weil welche wenn wer werde werden wie wir wird wo zu zum zur zwischen sowohl bzw z.b erfahrung erfahrungen
    kenntnisse jahre jahren gute gutes sehr team arbeit idealerweise gerne wünschenswert vorteil`,
  fr: `a à au aux avec ce ces cette celle celui chez comme dans de des du elle elles en entre et être eu il ils je
    la le les leur leurs lui ma mais me même mes moi mon ne ni nos notre nous on ou où par pas pour qu que quel
    quelle quelles quels qui sa sans se ses si son sont sur ta te tes toi ton tous tout toute toutes tu un une
    vos votre vous y été étant avoir fait faire plus très bien aussi afin ainsi alors au-delà chaque dont sous
    expérience ans année années équipe poste bonne bonnes connaissances maîtrise souhaité souhaitée atout requis`,
  es: `a al algo algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos
    en entre era eres es esa ese eso esta estas este esto estos fue fueron ha han hasta hay la las le les lo los
    más me mi mis mucho muy nada ni no nos nosotros o otra otro para pero poco por porque que quien se sea ser si
    sin sobre son su sus también tanto te tiene tienen todo todos tu tus un una uno unos y ya experiencia años
    equipo puesto buen buena conocimientos deseable valorará imprescindible requisitos`,
};

export const STOP_WORDS: Readonly<Record<JobMatchLanguage, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(WORDS).map(([language, words]) => [
    language,
    new Set(
      words
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => fold(word, language)),
    ),
  ]),
) as unknown as Record<JobMatchLanguage, ReadonlySet<string>>;

/** Whether a folded word is a stop word of any supported language (phrases are cut at any of them). */
export function isStopWord(key: string): boolean {
  return Object.values(STOP_WORDS).some((words) => words.has(key));
}
