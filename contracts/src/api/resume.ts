/** Resume section calls (spec 7) plus reordering and JSON Resume interop. */
import type { Certification, Education, Experience, Project, Resume, Skill } from './entities';

export const RESUME_SECTIONS = ['experiences', 'education', 'skills', 'projects', 'certifications'] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

export const RESUME_API = {
  resume: '/api/resume',
  section: (section: ResumeSection) => `/api/${section}`,
  item: (section: ResumeSection, id: string) => `/api/${section}/${encodeURIComponent(id)}`,
  /** PUT { ids } — every id of the section in the new order. */
  order: (section: ResumeSection) => `/api/${section}/order`,
  exportJsonResume: '/api/resume/export/json-resume',
  importJsonResume: '/api/resume/import/json-resume',
} as const;

export type UpdateResumeRequest = Partial<Pick<Resume, 'summary' | 'font' | 'theme' | 'language' | 'sectionHeadings'>>;

type Editable<T> = Omit<T, 'id' | 'order'>;
export type ExperienceInput = Omit<Editable<Experience>, 'tags' | 'current'> & { tags?: string[]; current?: boolean };
export type EducationInput = Editable<Education>;
export type SkillInput = Omit<Editable<Skill>, 'level' | 'proficiency'> & {
  level?: number;
  proficiency?: number | null;
  order?: number;
};
export type ProjectInput = Omit<Editable<Project>, 'tags'> & { tags?: string[] };
export type CertificationInput = Editable<Certification>;

export interface SectionItems {
  experiences: Experience;
  education: Education;
  skills: Skill;
  projects: Project;
  certifications: Certification;
}

/**
 * The JSON Resume schema (https://jsonresume.org/schema), the parts this product fills. Fields with no
 * JSON Resume equivalent travel as extension properties (the schema allows additional properties).
 */
export interface JsonResume {
  $schema?: string;
  /**
   * The schema's meta, plus extensions (docs/decisions/0047-resume-language.md): the resume's language as a BCP 47
   * tag, and the headings the person renamed.
   */
  meta?: {
    language?: string;
    sectionHeadings?: Record<string, string>;
    [key: string]: unknown;
  };
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string };
    profiles?: { network: string; url: string; username?: string }[];
  };
  work?: {
    name: string;
    position: string;
    location?: string;
    /** Dates in the schema's pattern; one it would refuse (a year before 1000) is left out. */
    startDate?: string;
    endDate?: string;
    summary?: string;
    /** Extension: the experience's tags. */
    keywords?: string[];
  }[];
  education?: {
    institution: string;
    studyType: string;
    startDate?: string;
    /** The year; 'Expected 2027' is written as 2027 with `expected: true`. */
    endDate?: string;
    score?: string;
    /** Extensions. */
    expected?: boolean;
    location?: string;
    description?: string;
  }[];
  skills?: {
    /** The category. */
    name: string;
    /** Skill names in the category, in order. */
    keywords: string[];
    /** Extension: each keyword's level 1-5, same order. */
    levels?: number[];
    /** Extension, only when one is set: each keyword's proficiency (null for none), same order. */
    proficiencies?: (number | null)[];
  }[];
  projects?: {
    name: string;
    url?: string;
    description?: string;
    startDate?: string;
    keywords?: string[];
  }[];
  certificates?: {
    name: string;
    issuer: string;
    date?: string;
    url?: string;
    /** Extension. */
    expirationDate?: string;
  }[];
}

/**
 * A value the import changed rather than refuse the document: an optional field over this product's limit is cut,
 * moved where it fits (an over-long education score into the description) or left out. `field` is its JSON path.
 */
export interface ImportAdjustment {
  field: string;
  change: string;
}

export interface ImportJsonResumeResponse {
  success: true;
  counts: Record<ResumeSection, number>;
  /** Every such change, in document order; empty when the document was taken as it is. */
  adjustments: ImportAdjustment[];
}
