import { LIMITS, LINKEDIN_EXPORT_FILES, RESUME_LIMITS } from '@resume/contracts';
import type {
  LinkedInExportFile,
  LinkedInFillableField,
  LinkedInImportItems,
  LinkedInSkippedRow,
  LinkedInTruncationNote,
  ResumeSection,
} from '@resume/contracts';
import { DateRead, readMonth, readYear } from './export-dates';

/** One CSV file's rows, each keyed by its header as written (unknown columns simply never read). */
export type ExportRecords = Partial<Record<LinkedInExportFile, Record<string, string>[]>>;

/** The category the export's skills are filed under (the export has none). */
export const IMPORTED_SKILL_CATEGORY = 'Skills';

export interface Candidate<S extends ResumeSection> {
  item: LinkedInImportItems[S];
  file: LinkedInExportFile;
  row: number;
  label: string;
}

export type Candidates = { [S in ResumeSection]: Candidate<S>[] };

/** The export read into the resume's shapes, before it is compared with the resume. */
export interface ExportContent {
  filesFound: LinkedInExportFile[];
  profile: Partial<Record<LinkedInFillableField, string>>;
  candidates: Candidates;
  skipped: LinkedInSkippedRow[];
  truncated: LinkedInTruncationNote[];
}

const SHORT = RESUME_LIMITS.shortTextMaxLength;
const LONG = RESUME_LIMITS.descriptionMaxLength;

/** A column by its header, forgiving of case and spaces ("Company Name", "company name "). */
function column(record: Record<string, string>, header: string): string {
  const wanted = header.toLowerCase().replace(/\s+/g, '');
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase().replace(/\s+/g, '') === wanted) return (value ?? '').trim();
  }
  return '';
}

/** A web address as the resume keeps it (http or https, at most LIMITS.urlMaxLength), or null. */
export function webAddress(raw: string): string | null {
  const found =
    /https?:\/\/[^\s,\]]+/i.exec(raw)?.[0] ?? (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(raw) ? `https://${raw}` : null);
  if (!found || found.length > LIMITS.urlMaxLength) return null;
  try {
    new URL(found);
    return found;
  } catch {
    return null;
  }
}

class Reader {
  readonly skipped: LinkedInSkippedRow[] = [];
  readonly truncated: LinkedInTruncationNote[] = [];

  /** The value cut to `max` characters, with a note. */
  cut(value: string, max: number, note: Omit<LinkedInTruncationNote, 'maxLength'>): string {
    if (value.length <= max) return value;
    this.truncated.push({ ...note, maxLength: max });
    return value.slice(0, max).trimEnd();
  }

  skip(file: LinkedInExportFile, row: number, label: string, reason: LinkedInSkippedRow['reason'], field?: string) {
    this.skipped.push({ file, row, label, reason, ...(field ? { field } : {}) });
  }
}

const labelOf = (...parts: string[]) => parts.filter(Boolean).join(' at ') || '(untitled)';

type Row = Record<string, string>;

/** What a row of a CSV file must hold before it becomes an item: the checks every file shares. */
interface RowRules {
  /** Columns whose values name the row in skip and truncation notes ("Engineer at Acme"). */
  label: string[];
  /** Columns that must not be blank, in the order they are reported; a required date column goes here too. */
  required: string[];
  /** A date that does not read, or an end before the start, skips the row as an unreadable date. */
  dates?: { read: (raw: string) => DateRead; start: string; end?: string };
}

/** A row that passed its checks; `start` is only null when its column is not required. */
interface CheckedRow {
  label: string;
  start: string | null;
  end: string | null;
}

/** The row's label and dates, or the reason it is skipped and the column to blame. */
function checkRow(
  rec: Row,
  rules: RowRules,
): CheckedRow | { label: string; reason: LinkedInSkippedRow['reason']; field: string } {
  const label = labelOf(...rules.label.map((header) => column(rec, header)));
  const missing = rules.required.find((header) => !column(rec, header));
  if (missing) return { label, reason: 'missing-required', field: missing };
  const dates = rules.dates;
  if (!dates) return { label, start: null, end: null };
  const start = dates.read(column(rec, dates.start));
  if (!start.ok) return { label, reason: 'unreadable-date', field: dates.start };
  const end = dates.end ? dates.read(column(rec, dates.end)) : ({ ok: true, value: null } as const);
  if (!end.ok || (start.value && end.value && end.value < start.value))
    return { label, reason: 'unreadable-date', field: dates.end ?? dates.start };
  return { label, start: start.value, end: end.value };
}

/** Reading one row's columns into an item, each text cut to its limit with a note under the row's label. */
interface ItemBuilder {
  text: (header: string) => string;
  cut: (value: string, max: number, field: string) => string;
  /** Blank stays null rather than an empty string. */
  cutOrNull: (value: string, max: number, field: string) => string | null;
}

/**
 * What the caller runs between steps of the reading (lets other requests be answered: docs/decisions/0035), and
 * the rows read in one step: a row costs tens of microseconds, more with long texts on a busy machine.
 */
type Between = () => Promise<void>;
const ROWS_PER_STEP = 50;

/** A CSV file's rows as candidates of one section; rows failing `rules` are skipped with their reason. */
function fileReader<S extends ResumeSection>(
  file: LinkedInExportFile,
  section: S,
  rules: RowRules,
  toItem: (row: ItemBuilder, checked: CheckedRow) => LinkedInImportItems[S],
) {
  return async (records: Row[], r: Reader, between: Between): Promise<Candidate<S>[]> => {
    const out: Candidate<S>[] = [];
    for (const [i, rec] of records.entries()) {
      if (i > 0 && i % ROWS_PER_STEP === 0) await between();
      const row = i + 1;
      const checked = checkRow(rec, rules);
      if ('reason' in checked) {
        r.skip(file, row, checked.label, checked.reason, checked.field);
        continue;
      }
      const { label } = checked;
      const cut = (value: string, max: number, field: string) => r.cut(value, max, { section, label, field });
      const builder: ItemBuilder = {
        text: (header) => column(rec, header),
        cut,
        cutOrNull: (value, max, field) => (value ? cut(value, max, field) : null),
      };
      out.push({ file, row, label, item: toItem(builder, checked) });
    }
    return out;
  };
}

const positions = fileReader(
  'Positions.csv',
  'experiences',
  {
    label: ['Title', 'Company Name'],
    required: ['Title', 'Company Name', 'Started On'],
    dates: { read: readMonth, start: 'Started On', end: 'Finished On' },
  },
  ({ text, cut, cutOrNull }, { start, end }) => ({
    title: cut(text('Title'), SHORT, 'title'),
    company: cut(text('Company Name'), SHORT, 'company'),
    location: cutOrNull(text('Location'), SHORT, 'location'),
    startDate: start!,
    endDate: end,
    current: end === null,
    description: cutOrNull(text('Description'), LONG, 'description'),
    tags: [],
  }),
);

const education = fileReader(
  'Education.csv',
  'education',
  {
    label: ['Degree Name', 'School Name'],
    required: ['School Name', 'Degree Name', 'Start Date'],
    dates: { read: readYear, start: 'Start Date', end: 'End Date' },
  },
  ({ text, cut, cutOrNull }, { start, end }) => ({
    degree: cut(text('Degree Name'), SHORT, 'degree'),
    institution: cut(text('School Name'), SHORT, 'institution'),
    location: null,
    startDate: start!,
    endDate: end,
    gpa: null,
    description: cutOrNull(
      [text('Notes'), text('Activities') && `Activities: ${text('Activities')}`].filter(Boolean).join('\n\n'),
      LONG,
      'description',
    ),
  }),
);

const skills = fileReader('Skills.csv', 'skills', { label: ['Name'], required: ['Name'] }, ({ text, cut }) => ({
  category: IMPORTED_SKILL_CATEGORY,
  name: cut(text('Name'), SHORT, 'name'),
}));

const projects = fileReader(
  'Projects.csv',
  'projects',
  { label: ['Title'], required: ['Title'], dates: { read: readYear, start: 'Started On' } },
  ({ text, cut, cutOrNull }, { start }) => ({
    name: cut(text('Title'), SHORT, 'name'),
    url: webAddress(text('Url')),
    description: cutOrNull(text('Description'), LONG, 'description'),
    year: start,
    tags: [],
  }),
);

const certifications = fileReader(
  'Certifications.csv',
  'certifications',
  {
    label: ['Name', 'Authority'],
    required: ['Name', 'Authority'],
    dates: { read: readMonth, start: 'Started On', end: 'Finished On' },
  },
  ({ text, cut }, { start, end }) => ({
    name: cut(text('Name'), SHORT, 'name'),
    issuer: cut(text('Authority'), SHORT, 'issuer'),
    issueDate: start,
    expirationDate: end,
    url: webAddress(text('Url')),
  }),
);

function profileOf(records: Record<string, string>[] | undefined, r: Reader) {
  const row = records?.[0];
  const profile: Partial<Record<LinkedInFillableField, string>> = {};
  if (!row) return profile;
  const put = (field: LinkedInFillableField, value: string, max: number) => {
    if (value) profile[field] = r.cut(value, max, { section: 'profile', label: field, field });
  };
  put('name', [column(row, 'First Name'), column(row, 'Last Name')].filter(Boolean).join(' '), LIMITS.nameMaxLength);
  put('title', column(row, 'Headline'), LIMITS.titleMaxLength);
  put('location', column(row, 'Geo Location'), LIMITS.locationMaxLength);
  put('summary', column(row, 'Summary'), RESUME_LIMITS.summaryMaxLength);
  const website = webAddress(column(row, 'Websites'));
  if (website) profile.website = website;
  return profile;
}

/** Each section's candidates from its file, in the resume's section order. */
const SECTION_READERS = [
  ['experiences', 'Positions.csv', positions],
  ['education', 'Education.csv', education],
  ['skills', 'Skills.csv', skills],
  ['projects', 'Projects.csv', projects],
  ['certifications', 'Certifications.csv', certifications],
] as const;

/**
 * Reads the export's files into profile values and candidate items; what cannot be read is skipped with a reason.
 * `between` runs every ROWS_PER_STEP rows: the caller lets other work run there, so a large export is read in
 * steps, not in one go (docs/decisions/0035-bounded-input.md).
 */
export async function readExportContent(
  records: ExportRecords,
  between: Between = () => Promise.resolve(),
): Promise<ExportContent> {
  const r = new Reader();
  const filesFound = LINKEDIN_EXPORT_FILES.filter((f) => records[f] !== undefined);
  const candidates: Partial<Record<ResumeSection, unknown>> = {};
  for (const [section, file, read] of SECTION_READERS) {
    candidates[section] = await read(records[file] ?? [], r, between);
    await between();
  }
  return {
    filesFound,
    profile: profileOf(records['Profile.csv'], r),
    candidates: candidates as Candidates,
    skipped: r.skipped,
    truncated: r.truncated,
  };
}
