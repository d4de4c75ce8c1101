/**
 * Checks a read JSON Resume document with the very rules the API applies to each item (the contracts' DTO
 * classes) and the section rules of the domain, and lists every problem under its JSON path.
 */
import { ERROR_CODES, MESSAGES, RESUME_SECTIONS } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import {
  CreateCertificationDto,
  CreateEducationDto,
  CreateExperienceDto,
  CreateProjectDto,
  CreateSkillDto,
  UpdateResumeDto,
  UpdateUserDto,
} from '@resume/contracts/dto';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Problem, ReadItem, ReadJsonResume } from '../domain/json-resume';
import type { PersonalDetails } from '../domain/resume';
import { ItemFields, ItemInput, newItemFields } from '../domain/section-rules';

export interface CheckedJsonResume {
  details: PersonalDetails;
  summary: string | null;
  /** Each section's items in document order, rules applied. */
  sections: { [S in ResumeSection]: ItemFields<S>[] };
  problems: Problem[];
}

const DTO_BY_SECTION = {
  experiences: CreateExperienceDto,
  education: CreateEducationDto,
  skills: CreateSkillDto,
  projects: CreateProjectDto,
  certifications: CreateCertificationDto,
} as const;

const REQUIRED_MESSAGES = new Set<string>([
  MESSAGES.items.requiredFieldsMissing.description!,
  MESSAGES.items.categoryRequired,
  MESSAGES.items.skillNameRequired,
]);

/** The DTO's message in the form's words ('Start date must be a month, ...'); required messages -> 'is required'. */
function problemText(property: string, message: string): string {
  if (REQUIRED_MESSAGES.has(message)) return 'is required';
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

/** Validates `plain` as `dto`; returns the transformed values and the problems under `paths`. */
function validateAs<T extends object>(
  dto: new () => T,
  plain: object,
  paths: Record<string, string>,
): { values: Record<string, unknown>; problems: Problem[] } {
  const instance = plainToInstance(dto, plain);
  const problems = validateSync(instance).flatMap((error) => {
    const messages = Object.values(error.constraints ?? {});
    const required = messages.filter((m) => REQUIRED_MESSAGES.has(m));
    const texts = [...new Set((required.length ? required : messages).map((m) => problemText(error.property, m)))];
    return texts.map((problem) => ({ field: paths[error.property] ?? error.property, problem }));
  });
  return { values: { ...instance } as Record<string, unknown>, problems };
}

/** The domain's rules (duplicate tags, dates in order, defaults) on an item whose fields passed the DTO. */
function applyRules(item: ReadItem, values: Record<string, unknown>): { fields?: ItemFields; problems: Problem[] } {
  try {
    return { fields: newItemFields(item.section, values as ItemInput), problems: [] };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = error.extras.details?.[0]?.field ?? 'tags';
    const problem =
      error.code === 'END_BEFORE_START' ? error.extras.details![0].problem : ERROR_CODES[error.code].message;
    return { problems: [{ field: item.paths[field] ?? field, problem }] };
  }
}

/**
 * Items checked between two turns of the event loop: each one goes through class-transformer and class-validator
 * (about 0.1 ms, more on a busy machine), so the 550 items of the largest document are checked in slices and
 * other requests are answered in between (docs/decisions/0035-bounded-input.md).
 */
const ITEMS_PER_TURN = 25;

export async function checkJsonResume(read: ReadJsonResume): Promise<CheckedJsonResume> {
  const problems = [...read.problems];
  const details = validateAs(UpdateUserDto, read.details, read.detailPaths);
  const summary = validateAs(UpdateResumeDto, { summary: read.summary }, { summary: 'basics.summary' });
  problems.push(...details.problems, ...summary.problems);

  const sections = Object.fromEntries(
    RESUME_SECTIONS.map((s) => [s, [] as ItemFields[]]),
  ) as CheckedJsonResume['sections'];
  // The sections' sizes were counted before the document was read (json-resume-entry-counts.ts).
  for (const [index, item] of read.items.entries()) {
    if (index > 0 && index % ITEMS_PER_TURN === 0) await nextTurn();
    const checked = validateAs(DTO_BY_SECTION[item.section] as new () => object, item.fields, item.paths);
    const ruled = checked.problems.length ? { problems: checked.problems } : applyRules(item, checked.values);
    problems.push(...ruled.problems);
    if (ruled.fields) (sections[item.section] as ItemFields[]).push(ruled.fields);
  }
  return {
    details: details.values as unknown as PersonalDetails,
    summary: (summary.values.summary as string | null | undefined) ?? null,
    sections,
    problems,
  };
}
