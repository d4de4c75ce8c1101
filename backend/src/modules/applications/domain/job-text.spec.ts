import { fold, lines, words } from './job-text';
import { Lexicon } from './lexicon';

const surfaces = (text: string) => new Lexicon('en').wordsOf(text).map((w) => w.surface);

describe('job text', () => {
  it('keeps C++, C#, .NET, Node.js, CI/CD, TCP/IP and ASP.NET whole', () => {
    expect(surfaces('C++, C#/.NET, Node.js. CI/CD over TCP/IP; ASP.NET Core')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'CI/CD',
      'over',
      'TCP/IP',
      'ASP.NET',
      'Core',
    ]);
  });

  it('splits a compound the rules do not know at its joiners, and keeps go-live whole', () => {
    expect(surfaces('React/Redux, Scrum-Master, Go-live')).toEqual(['React', 'Redux', 'Scrum', 'Master', 'Go-live']);
  });

  it('folds case for the language, Latin accents, ß and full-width letters; other scripts stay', () => {
    expect(fold('Développement', 'fr')).toBe('developpement');
    expect(fold('Straße', 'de')).toBe('strasse');
    expect(fold('ＰＹＴＨＯＮ', 'en')).toBe('python');
    expect(words('Java и Python हिन्दी', 'en').map((w) => w.key)).toEqual(['java', 'и', 'python', 'हिन्दी']);
  });

  it('drops bullets and heading marks and joins a sentence wrapped onto the next line', () => {
    expect(lines('## Requirements\n- **Go**\nExperience with Kafka\nis a plus.\n\n1. SQL')).toEqual([
      { text: 'Requirements', bulleted: false },
      { text: 'Go', bulleted: true },
      { text: 'Experience with Kafka is a plus.', bulleted: false },
      { text: 'SQL', bulleted: true },
    ]);
  });
});
