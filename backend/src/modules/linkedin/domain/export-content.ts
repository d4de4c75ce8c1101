import { LIMITS, LINKEDIN_EXPORT_FILES, RESUME_LIMITS } from '@resume/contracts';
import type {
  LinkedInExportFile,
  LinkedInFillableField,
  LinkedInImportItems,
  LinkedInSkippedRow,
  LinkedInTruncationNote,
  ResumeSection,
} from '@resume/contracts';
import { readMonth, readYear } from './export-dates';

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

function positions(records: Record<string, string>[], r: Reader): Candidate<'experiences'>[] {
  const file = 'Positions.csv';
  const out: Candidate<'experiences'>[] = [];
  records.forEach((rec, i) => {
    const row = i + 1;
    const title = column(rec, 'Title');
    const company = column(rec, 'Company Name');
    const label = labelOf(title, company);
    const start = readMonth(column(rec, 'Started On'));
    const end = readMonth(column(rec, 'Finished On'));
    if (!title) return r.skip(file, row, label, 'missing-required', 'Title');
    if (!company) return r.skip(file, row, label, 'missing-required', 'Company Name');
    if (!start.ok) return r.skip(file, row, label, 'unreadable-date', 'Started On');
    if (!start.value) return r.skip(file, row, label, 'missing-required', 'Started On');
    if (!end.ok || (end.value && end.value < start.value))
      return r.skip(file, row, label, 'unreadable-date', 'Finished On');
    const note = (field: string) => ({ section: 'experiences' as const, label, field });
    out.push({
      file,
      row,
      label,
      item: {
        title: r.cut(title, SHORT, note('title')),
        company: r.cut(company, SHORT, note('company')),
        location: column(rec, 'Location') ? r.cut(column(rec, 'Location'), SHORT, note('location')) : null,
        startDate: start.value,
        endDate: end.value,
        current: end.value === null,
        description: column(rec, 'Description') ? r.cut(column(rec, 'Description'), LONG, note('description')) : null,
        tags: [],
      },
    });
  });
  return out;
}

function education(records: Record<string, string>[], r: Reader): Candidate<'education'>[] {
  const file = 'Education.csv';
  const out: Candidate<'education'>[] = [];
  records.forEach((rec, i) => {
    const row = i + 1;
    const school = column(rec, 'School Name');
    const degree = column(rec, 'Degree Name');
    const label = labelOf(degree, school);
    const start = readYear(column(rec, 'Start Date'));
    const end = readYear(column(rec, 'End Date'));
    if (!school) return r.skip(file, row, label, 'missing-required', 'School Name');
    if (!degree) return r.skip(file, row, label, 'missing-required', 'Degree Name');
    if (!start.ok) return r.skip(file, row, label, 'unreadable-date', 'Start Date');
    if (!start.value) return r.skip(file, row, label, 'missing-required', 'Start Date');
    if (!end.ok || (end.value && end.value < start.value))
      return r.skip(file, row, label, 'unreadable-date', 'End Date');
    const note = (field: string) => ({ section: 'education' as const, label, field });
    const text = [column(rec, 'Notes'), column(rec, 'Activities') && `Activities: ${column(rec, 'Activities')}`]
      .filter(Boolean)
      .join('\n\n');
    out.push({
      file,
      row,
      label,
      item: {
        degree: r.cut(degree, SHORT, note('degree')),
        institution: r.cut(school, SHORT, note('institution')),
        location: null,
        startDate: start.value,
        endDate: end.value,
        gpa: null,
        description: text ? r.cut(text, LONG, note('description')) : null,
      },
    });
  });
  return out;
}

function skills(records: Record<string, string>[], r: Reader): Candidate<'skills'>[] {
  const file = 'Skills.csv';
  const out: Candidate<'skills'>[] = [];
  records.forEach((rec, i) => {
    const name = column(rec, 'Name');
    if (!name) return r.skip(file, i + 1, '(untitled)', 'missing-required', 'Name');
    const item = {
      category: IMPORTED_SKILL_CATEGORY,
      name: r.cut(name, SHORT, { section: 'skills', label: name, field: 'name' }),
    };
    out.push({ file, row: i + 1, label: name, item });
  });
  return out;
}

function projects(records: Record<string, string>[], r: Reader): Candidate<'projects'>[] {
  const file = 'Projects.csv';
  const out: Candidate<'projects'>[] = [];
  records.forEach((rec, i) => {
    const row = i + 1;
    const name = column(rec, 'Title');
    const label = name || '(untitled)';
    if (!name) return r.skip(file, row, label, 'missing-required', 'Title');
    const year = readYear(column(rec, 'Started On'));
    if (!year.ok) return r.skip(file, row, label, 'unreadable-date', 'Started On');
    const note = (field: string) => ({ section: 'projects' as const, label, field });
    out.push({
      file,
      row,
      label,
      item: {
        name: r.cut(name, SHORT, note('name')),
        url: webAddress(column(rec, 'Url')),
        description: column(rec, 'Description') ? r.cut(column(rec, 'Description'), LONG, note('description')) : null,
        year: year.value,
        tags: [],
      },
    });
  });
  return out;
}

function certifications(records: Record<string, string>[], r: Reader): Candidate<'certifications'>[] {
  const file = 'Certifications.csv';
  const out: Candidate<'certifications'>[] = [];
  records.forEach((rec, i) => {
    const row = i + 1;
    const name = column(rec, 'Name');
    const issuer = column(rec, 'Authority');
    const label = labelOf(name, issuer);
    const issued = readMonth(column(rec, 'Started On'));
    const expires = readMonth(column(rec, 'Finished On'));
    if (!name) return r.skip(file, row, label, 'missing-required', 'Name');
    if (!issuer) return r.skip(file, row, label, 'missing-required', 'Authority');
    if (!issued.ok) return r.skip(file, row, label, 'unreadable-date', 'Started On');
    if (!expires.ok || (issued.value && expires.value && expires.value < issued.value))
      return r.skip(file, row, label, 'unreadable-date', 'Finished On');
    const note = (field: string) => ({ section: 'certifications' as const, label, field });
    out.push({
      file,
      row,
      label,
      item: {
        name: r.cut(name, SHORT, note('name')),
        issuer: r.cut(issuer, SHORT, note('issuer')),
        issueDate: issued.value,
        expirationDate: expires.value,
        url: webAddress(column(rec, 'Url')),
      },
    });
  });
  return out;
}

/** Reads the export's files into profile values and candidate items; what cannot be read is skipped with a reason. */
export function readExportContent(records: ExportRecords): ExportContent {
  const r = new Reader();
  const filesFound = LINKEDIN_EXPORT_FILES.filter((f) => records[f] !== undefined);
  const candidates: Candidates = {
    experiences: positions(records['Positions.csv'] ?? [], r),
    education: education(records['Education.csv'] ?? [], r),
    skills: skills(records['Skills.csv'] ?? [], r),
    projects: projects(records['Projects.csv'] ?? [], r),
    certifications: certifications(records['Certifications.csv'] ?? [], r),
  };
  return {
    filesFound,
    profile: profileOf(records['Profile.csv'], r),
    candidates,
    skipped: r.skipped,
    truncated: r.truncated,
  };
}
