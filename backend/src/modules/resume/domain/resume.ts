import { DEFAULT_FONT, DEFAULT_THEME } from '@resume/contracts';
import type {
  Certification,
  Education,
  Experience,
  Project,
  ResumeLanguage,
  SectionHeadings,
  Skill,
  Theme,
  User,
} from '@resume/contracts';

export interface Resume {
  id: string;
  userId: string;
  summary: string | null;
  lastUpdated: Date;
  font: string;
  theme: Theme;
  /** docs/decisions/0047-resume-language.md: the headings, words and dates the resume prints in. */
  language: ResumeLanguage;
  /** The headings the person renamed; the others are the catalogue's in the view's language. */
  sectionHeadings: SectionHeadings;
}

/** The sections of a resume, each in the user's order. */
export interface ResumeSections {
  experiences: Experience[];
  education: Education[];
  skills: Skill[];
  projects: Project[];
  certifications: Certification[];
}

/** The resume with its owner and every section: what the editor and the other modules read. */
export interface WholeResume extends ResumeSections {
  resume: Resume;
  user: User;
}

/** A new account's resume, in the language its browser asked for (matched to the list, else en). */
export function emptyResume(id: string, userId: string, now: Date, language: ResumeLanguage): Resume {
  return {
    id,
    userId,
    summary: null,
    lastUpdated: now,
    font: DEFAULT_FONT,
    theme: DEFAULT_THEME,
    language,
    sectionHeadings: {},
  };
}

/** What PATCH /api/resume may change. */
export type ResumePatch = Partial<Pick<Resume, 'summary' | 'font' | 'theme' | 'language' | 'sectionHeadings'>>;

/** The owner's personal fields a JSON Resume carries (not the e-mail, not the username). */
export interface PersonalDetails {
  name: string | null;
  title: string | null;
  phone: string | null;
  location: string | null;
  website: string | null;
  linkedin: string | null;
  github: string | null;
}
