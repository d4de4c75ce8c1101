/**
 * JSON Resume (https://jsonresume.org/schema) to and from this product's resume. Writing is total; reading
 * collects every structural problem with its JSON path instead of stopping at the first one. Field rules
 * (lengths, formats, required) are checked afterwards, on the mapped items, by the same rules as the API.
 */
import type { JsonResume, ResumeSection } from '@resume/contracts';
import type { PersonalDetails, Resume, ResumeSections } from './resume';
import { toJsonResumeMeta } from './json-resume-meta';
import { schemaDate, schemaEmail, schemaUri, splitExpected } from './json-resume-values';
import type { ItemInput } from './section-rules';

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface Problem {
  field: string;
  problem: string;
}

type Entry = Record<string, unknown>;

/** The object without its undefined, null and empty-array values (the document omits what is not set). */
function compact<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)),
  ) as { [K in keyof T]: Exclude<T[K], null> };
}

// ---------------------------------------------------------------- export

export interface JsonResumeSource {
  details: PersonalDetails & { email: string };
  summary: string | null;
  /** Each section in list order. */
  sections: ResumeSections;
  /** Written in `meta`. */
  settings: Pick<Resume, 'language' | 'sectionHeadings'>;
}

/** Links, dates and the e-mail go out in the schema's formats (json-resume-values.ts), so the document validates. */
export function toJsonResume({ details, summary, sections, settings }: JsonResumeSource): JsonResume {
  const profiles = [
    { network: 'LinkedIn', url: schemaUri(details.linkedin) },
    { network: 'GitHub', url: schemaUri(details.github) },
  ].filter((p): p is { network: string; url: string } => p.url !== undefined);
  const skills: NonNullable<JsonResume['skills']> = [];
  for (const skill of sections.skills) {
    let group = skills.find((s) => s.name === skill.category);
    if (!group) skills.push((group = { name: skill.category, keywords: [], levels: [], proficiencies: [] }));
    group.keywords.push(skill.name);
    group.levels!.push(skill.level);
    group.proficiencies!.push(skill.proficiency ?? null);
  }
  // Proficiency is optional and rare: a group without any writes no list of nulls.
  for (const group of skills) if (group.proficiencies!.every((p) => p === null)) delete group.proficiencies;
  return {
    $schema: JSON_RESUME_SCHEMA,
    meta: toJsonResumeMeta(settings),
    basics: compact({
      name: details.name,
      label: details.title,
      email: schemaEmail(details.email),
      phone: details.phone,
      url: schemaUri(details.website),
      summary,
      location: details.location ? { address: details.location } : undefined,
      profiles,
    }),
    work: sections.experiences.map((e) =>
      compact({
        name: e.company,
        position: e.title,
        location: e.location,
        startDate: schemaDate(e.startDate),
        endDate: e.current ? undefined : schemaDate(e.endDate),
        summary: e.description,
        keywords: e.tags,
      }),
    ),
    education: sections.education.map((e) => {
      const end = splitExpected(e.endDate);
      return compact({
        institution: e.institution,
        studyType: e.degree,
        startDate: schemaDate(e.startDate),
        endDate: end.date,
        expected: end.expected || undefined,
        score: e.gpa,
        location: e.location,
        description: e.description,
      });
    }),
    skills,
    projects: sections.projects.map((p) =>
      compact({
        name: p.name,
        url: schemaUri(p.url),
        description: p.description,
        startDate: schemaDate(p.year),
        keywords: p.tags,
      }),
    ),
    certificates: sections.certifications.map((c) =>
      compact({
        name: c.name,
        issuer: c.issuer,
        date: schemaDate(c.issueDate),
        url: schemaUri(c.url),
        expirationDate: c.expirationDate,
      }),
    ),
  };
}

// ---------------------------------------------------------------- import

/** One item read from the document, with the JSON path of each of its fields (for the problem list). */
export interface ReadItem<S extends ResumeSection = ResumeSection> {
  section: S;
  fields: ItemInput<S>;
  paths: Record<string, string>;
}

export interface ReadJsonResume {
  details: PersonalDetails;
  detailPaths: Record<keyof PersonalDetails, string>;
  summary: string | null;
  items: ReadItem[];
  problems: Problem[];
}

export const isObject = (v: unknown): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown) => (v === undefined || v === null ? null : v);

/** Other tools write full dates (2024-03-15); months and years are what this product keeps. */
export function toMonth(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? value.trim().slice(0, 7) : value;
}

export function toYear(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?/.test(value.trim()) ? value.trim().slice(0, 4) : value;
}

const SECTION_KEYS = {
  work: 'experiences',
  education: 'education',
  projects: 'projects',
  certificates: 'certifications',
} as const;

/** Each JSON Resume entry key -> the item field it fills, and how its value is read. */
const ENTRY_FIELDS: {
  [K in keyof typeof SECTION_KEYS]: Record<string, [field: string, read?: (v: unknown) => unknown]>;
} = {
  work: {
    name: ['company'],
    position: ['title'],
    location: ['location'],
    startDate: ['startDate', toMonth],
    endDate: ['endDate', toMonth],
    summary: ['description'],
    keywords: ['tags'],
  },
  education: {
    institution: ['institution'],
    studyType: ['degree'],
    location: ['location'],
    startDate: ['startDate', toYear],
    endDate: ['endDate', toYear],
    score: ['gpa'],
    description: ['description'],
  },
  projects: {
    name: ['name'],
    url: ['url'],
    description: ['description'],
    startDate: ['year', toYear],
    keywords: ['tags'],
  },
  certificates: {
    name: ['name'],
    issuer: ['issuer'],
    date: ['issueDate', toMonth],
    url: ['url'],
    expirationDate: ['expirationDate', toMonth],
  },
};

function readEntries(doc: Entry, key: string, problems: Problem[]): { entry: Entry; path: string }[] {
  const list = doc[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    problems.push({ field: key, problem: 'must be a list' });
    return [];
  }
  return list.flatMap((entry, i) => {
    const path = `${key}[${i}]`;
    if (isObject(entry)) return [{ entry, path }];
    problems.push({ field: path, problem: 'must be an object' });
    return [];
  });
}

function readSection(doc: Entry, key: keyof typeof SECTION_KEYS, problems: Problem[]): ReadItem[] {
  const section = SECTION_KEYS[key];
  return readEntries(doc, key, problems).map(({ entry, path }) => {
    const fields: Entry = {};
    const paths: Record<string, string> = {};
    for (const [jsonKey, [field, read]] of Object.entries(ENTRY_FIELDS[key])) {
      paths[field] = `${path}.${jsonKey}`;
      const value = optional(entry[jsonKey]);
      if (value !== null) fields[field] = read ? read(value) : value;
    }
    // A position without an end date is the current one.
    if (section === 'experiences') fields.current = fields.endDate === undefined;
    // Our own export writes 'Expected 2027' as endDate 2027 with expected: true.
    if (section === 'education' && entry.expected === true && typeof fields.endDate === 'string')
      fields.endDate = /^\d{4}$/.test(fields.endDate) ? `Expected ${fields.endDate}` : fields.endDate;
    return { section, fields, paths } as ReadItem;
  });
}

function readSkills(doc: Entry, problems: Problem[]): ReadItem[] {
  return readEntries(doc, 'skills', problems).flatMap(({ entry, path }) => {
    const keywords = optional(entry.keywords) ?? [];
    const levels = optional(entry.levels) ?? [];
    const proficiencies = optional(entry.proficiencies) ?? [];
    const lists = { keywords, levels, proficiencies };
    for (const [key, list] of Object.entries(lists))
      if (!Array.isArray(list)) problems.push({ field: `${path}.${key}`, problem: 'must be a list' });
    if (!Array.isArray(keywords) || !Array.isArray(levels) || !Array.isArray(proficiencies)) return [];
    return keywords.map((name: unknown, k) => ({
      section: 'skills' as const,
      fields: {
        category: optional(entry.name) ?? undefined,
        name,
        level: optional(levels[k]) ?? undefined,
        proficiency: optional(proficiencies[k]) ?? undefined,
      } as ItemInput<'skills'>,
      paths: {
        category: `${path}.name`,
        name: `${path}.keywords[${k}]`,
        level: `${path}.levels[${k}]`,
        proficiency: `${path}.proficiencies[${k}]`,
      },
    }));
  });
}

function readProfile(basics: Entry, network: string): { url: unknown; path: string } {
  const profiles = Array.isArray(basics.profiles) ? basics.profiles : [];
  const index = profiles.findIndex(
    (p) => isObject(p) && typeof p.network === 'string' && p.network.toLowerCase() === network,
  );
  return index < 0
    ? { url: null, path: 'basics.profiles' }
    : { url: optional((profiles[index] as Entry).url), path: `basics.profiles[${index}].url` };
}

function readLocation(value: unknown): unknown {
  if (!isObject(value)) return optional(value);
  if (value.address !== undefined && value.address !== null) return value.address;
  const parts = [value.city, value.region, value.countryCode].filter((p) => typeof p === 'string' && p.trim() !== '');
  return parts.length ? parts.join(', ') : null;
}

/** Reads a document that arrived as untrusted JSON. Values are not checked here beyond their shape. */
export function readJsonResume(doc: unknown): ReadJsonResume {
  const problems: Problem[] = [];
  const root: Entry = isObject(doc) ? doc : {};
  if (!isObject(doc)) problems.push({ field: '(document)', problem: 'must be a JSON object' });
  const basics: Entry = isObject(root.basics) ? root.basics : {};
  if (root.basics !== undefined && root.basics !== null && !isObject(root.basics)) {
    problems.push({ field: 'basics', problem: 'must be an object' });
  }
  if (basics.profiles !== undefined && basics.profiles !== null && !Array.isArray(basics.profiles)) {
    problems.push({ field: 'basics.profiles', problem: 'must be a list' });
  }
  const linkedin = readProfile(basics, 'linkedin');
  const github = readProfile(basics, 'github');
  return {
    details: {
      name: optional(basics.name),
      title: optional(basics.label),
      phone: optional(basics.phone),
      location: readLocation(basics.location),
      website: optional(basics.url),
      linkedin: linkedin.url,
      github: github.url,
    } as PersonalDetails,
    detailPaths: {
      name: 'basics.name',
      title: 'basics.label',
      phone: 'basics.phone',
      location: 'basics.location.address',
      website: 'basics.url',
      linkedin: linkedin.path,
      github: github.path,
    },
    summary: optional(basics.summary) as string | null,
    items: [
      ...readSection(root, 'work', problems),
      ...readSection(root, 'education', problems),
      ...readSkills(root, problems),
      ...readSection(root, 'projects', problems),
      ...readSection(root, 'certificates', problems),
    ],
    problems,
  };
}
