import AdmZip from 'adm-zip';

/** A CSV text as LinkedIn writes it: every field quoted, quotes doubled, CRLF line ends. */
export function csv(header: string[], rows: string[][], options: { bom?: boolean } = {}): string {
  const line = (fields: string[]) => fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');
  return (options.bom ? '\uFEFF' : '') + [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

/** A ZIP of the given files (name -> text or bytes), deflated as LinkedIn's export is. */
export function zipOf(files: Record<string, string | Buffer>): Buffer {
  const zip = new AdmZip();
  for (const [name, content] of Object.entries(files))
    zip.addFile(name, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
  return zip.toBuffer();
}

export const PROFILE_HEADER = [
  'First Name',
  'Last Name',
  'Maiden Name',
  'Address',
  'Birth Date',
  'Headline',
  'Summary',
  'Industry',
  'Zip Code',
  'Geo Location',
  'Twitter Handles',
  'Websites',
  'Instant Messengers',
];
export const POSITIONS_HEADER = ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'];
export const EDUCATION_HEADER = ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'];
export const SKILLS_HEADER = ['Name'];
export const PROJECTS_HEADER = ['Title', 'Description', 'Url', 'Started On', 'Finished On'];
export const CERTIFICATIONS_HEADER = ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'];

/** A realistic export: the six files read, plus files the import ignores (as LinkedIn's "complete" archive has). */
export function realisticExport(): Buffer {
  return zipOf({
    'Profile.csv': csv(PROFILE_HEADER, [
      [
        'Ada',
        'Lovelace',
        '',
        '',
        'Dec 10, 1815',
        'Analytical Engine Programmer',
        'First to publish an algorithm for a machine.',
        'Computer Software',
        '',
        'London, United Kingdom',
        '',
        '[PERSONAL:https://ada.example.org]',
        '',
      ],
    ]),
    'Positions.csv': csv(POSITIONS_HEADER, [
      ['Analytical Engines Ltd', 'Lead Programmer', 'Wrote the Bernoulli program.', 'London', 'Jan 2020', ''],
      ['Difference Works', 'Programmer', 'Tables and notes.', 'London', 'Mar 2016', 'Dec 2019'],
    ]),
    'Education.csv': csv(EDUCATION_HEADER, [
      ['University of London', '2010', '2014', 'Mathematics with honours', 'B.Sc. Mathematics', 'Chess club'],
    ]),
    'Skills.csv': csv(SKILLS_HEADER, [['Mathematics'], ['Algorithms'], ['Poetry']]),
    'Projects.csv': csv(PROJECTS_HEADER, [
      ['Note G', 'An algorithm for Bernoulli numbers.', 'https://example.org/note-g', 'Jul 2018', 'Sep 2018'],
    ]),
    'Certifications.csv': csv(CERTIFICATIONS_HEADER, [
      ['Certified Engine Operator', 'https://example.org/cert', 'Babbage Institute', 'Feb 2021', '', 'ABC-123'],
    ]),
    'Connections.csv': csv(['First Name', 'Last Name'], [['Charles', 'Babbage']]),
    'messages.csv': csv(['FROM', 'TO', 'CONTENT'], [['Ada', 'Charles', 'Hello']]),
  });
}
