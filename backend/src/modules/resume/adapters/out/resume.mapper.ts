import { cleanSectionHeadings, isSectionHeadings, resumeLanguageOf } from '@resume/contracts';
import type { Certification, Education, Experience, Project, ResumeSection, Skill, Theme } from '@resume/contracts';
import type { ObjectLiteral } from 'typeorm';
import { parseTags } from '../../../../infrastructure/database/json-columns';
import type { Resume } from '../../domain/resume';
import type { SectionItem } from '../../domain/section-rules';
import {
  CertificationOrmEntity,
  EducationOrmEntity,
  ExperienceOrmEntity,
  ProjectOrmEntity,
  SkillOrmEntity,
} from './section.orm-entities';
import { ResumeOrmEntity } from './resume.orm-entity';

export const toResume = (row: ResumeOrmEntity): Resume => ({
  id: row.id,
  userId: row.userId,
  summary: row.summary,
  lastUpdated: row.lastUpdated,
  font: row.font,
  theme: row.theme as Theme,
  language: resumeLanguageOf(row),
  sectionHeadings: parseSectionHeadings(row.sectionHeadings),
});

/** The stored renames; a value that is not a valid set (never written by this code) reads as none. */
function parseSectionHeadings(text: string | null): Resume['sectionHeadings'] {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isSectionHeadings(value) ? cleanSectionHeadings(value) : {};
  } catch {
    return {};
  }
}

/** The renames as a column: null for none. */
export const sectionHeadingsColumn = (headings: Resume['sectionHeadings']): string | null =>
  Object.keys(headings).length > 0 ? JSON.stringify(headings) : null;

export function toResumeRow(resume: Resume): ResumeOrmEntity {
  return Object.assign(new ResumeOrmEntity(), {
    ...resume,
    sectionHeadings: sectionHeadingsColumn(resume.sectionHeadings),
  });
}

export const toExperience = (r: ExperienceOrmEntity): Experience => ({
  id: r.id,
  title: r.title,
  company: r.company,
  location: r.location,
  startDate: r.startDate,
  endDate: r.endDate,
  current: Boolean(r.current),
  description: r.description,
  tags: parseTags(r.tags),
  order: r.order,
});

export const toEducation = (r: EducationOrmEntity): Education => ({
  id: r.id,
  degree: r.degree,
  institution: r.institution,
  location: r.location,
  startDate: r.startDate,
  endDate: r.endDate,
  gpa: r.gpa,
  description: r.description,
  order: r.order,
});

export const toSkill = (r: SkillOrmEntity): Skill => ({
  id: r.id,
  category: r.category,
  name: r.name,
  level: r.level,
  proficiency: r.proficiency ?? null,
  order: r.order,
});

export const toProject = (r: ProjectOrmEntity): Project => ({
  id: r.id,
  name: r.name,
  url: r.url,
  description: r.description,
  year: r.year,
  tags: parseTags(r.tags),
  order: r.order,
});

export const toCertification = (r: CertificationOrmEntity): Certification => ({
  id: r.id,
  name: r.name,
  issuer: r.issuer,
  issueDate: r.issueDate,
  expirationDate: r.expirationDate,
  url: r.url,
  order: r.order,
});

export interface SectionTable<S extends ResumeSection> {
  entity: new () => ObjectLiteral;
  toItem(row: never): SectionItem<S>;
  /** The item's columns besides the owner (userId, resumeId). */
  toColumns(item: SectionItem<S>): ObjectLiteral;
}

const withTagsColumn = <T extends { tags: string[] }>(item: T) => ({ ...item, tags: JSON.stringify(item.tags) });
const asIs = <T>(item: T) => item;

/** Each section's table and its mapping, so one repository serves the five sections. */
export const SECTION_TABLES: { [S in ResumeSection]: SectionTable<S> } = {
  experiences: { entity: ExperienceOrmEntity, toItem: toExperience, toColumns: withTagsColumn },
  education: { entity: EducationOrmEntity, toItem: toEducation, toColumns: asIs },
  skills: { entity: SkillOrmEntity, toItem: toSkill, toColumns: asIs },
  projects: { entity: ProjectOrmEntity, toItem: toProject, toColumns: withTagsColumn },
  certifications: { entity: CertificationOrmEntity, toItem: toCertification, toColumns: asIs },
};
