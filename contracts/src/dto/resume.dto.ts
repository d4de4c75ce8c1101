/**
 * Resume sections (spec 3, 5, 7). Create DTOs carry the required fields of spec 5; update DTOs are partial
 * (PATCH sends the full item, but every field is optional) and may repeat the item's own `id`.
 * `order` is managed by the server: new items go last, and `PUT /api/<section>/order` reorders.
 */
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
} from 'class-validator';
import { Transform, Type } from 'class-transformer';
import { FONTS, THEME_NAMES } from '../constants/style';
import {
  EDUCATION_END_PATTERN,
  MONTH_PATTERN,
  RESUME_LIMITS,
  SKILL_LEVEL,
  SKILL_PROFICIENCY,
  YEAR_PATTERN,
} from '../constants/limits';
import { MESSAGES } from '../errors/messages';
import { RESUME_LANGUAGES, type ResumeLanguage } from '../languages/languages';
import { cleanSectionHeadings, isSectionHeadings, type SectionHeadings } from '../languages/section-headings';
import { ERROR_CODES } from '../errors/error-codes';
import { FIELD_TEXTS, fieldMessages } from '../errors/field-messages';
import { PartialDto } from './partial-dto';
import { cleanTags, NoDuplicateTags, REQUIRED, trim, trimMonth, trimMonthToNull, trimToNull } from './shared-rules';

const L = RESUME_LIMITS;
/** The catalogue's text, so the API answers TOO_MANY_TAGS (its number is RESUME_LIMITS.tagsPerItem). */
const TAGS_LIMIT = { message: ERROR_CODES.TOO_MANY_TAGS.message };
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: false };
const present = (_: object, v: unknown) => v !== undefined;
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const RES = fieldMessages('resume');
const EXP = fieldMessages('experience');
const EDU = fieldMessages('education');
const SKL = fieldMessages('skill');
const PRJ = fieldMessages('project');
const CRT = fieldMessages('certification');
const PROFICIENCY_RULE = { message: SKL.wholeNumber('proficiency', SKILL_PROFICIENCY.min, SKILL_PROFICIENCY.max) };
const LEVEL_RULE = { message: SKL.wholeNumber('level', SKILL_LEVEL.min, SKILL_LEVEL.max) };
/** The reorder body is sent by the editor's drag and drop, never typed. */
const ORDER = { list: FIELD_TEXTS.reorderList, tooMany: ERROR_CODES.INVALID_ORDER.message };

/** PATCH /api/resume */
export class UpdateResumeDto {
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: RES.text('summary') })
  @MaxLength(L.summaryMaxLength, { message: RES.tooLong('summary', L.summaryMaxLength) })
  summary?: string | null;

  @IsOptional()
  @IsIn(FONTS as readonly string[], { message: RES.oneOf('font', FONTS) })
  font?: string;

  @IsOptional()
  @IsIn(THEME_NAMES, { message: RES.oneOf('theme', THEME_NAMES) })
  theme?: string;

  /** The resume's language (docs/decisions/0047-resume-language.md): a tag of RESUME_LANGUAGES. */
  @ValidateIf(present)
  @IsIn(RESUME_LANGUAGES as readonly string[], { message: ERROR_CODES.LANGUAGE_UNSUPPORTED.message })
  language?: ResumeLanguage;

  /**
   * Every renamed heading, section -> heading (the whole set: a section left out shows the catalogue's again;
   * null or {} renames none).
   */
  @IsOptional()
  @Transform(({ value }) =>
    value === null ? {} : isSectionHeadings(value) ? cleanSectionHeadings(value) : (value as unknown),
  )
  @IsSectionHeadings()
  sectionHeadings?: SectionHeadings;
}

/** sectionHeadings: known sections, text of at most SECTION_HEADING_MAX_LENGTH characters. */
function IsSectionHeadings() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSectionHeadings',
      target: object.constructor,
      propertyName,
      options: { message: ERROR_CODES.SECTION_HEADING_INVALID.message },
      validator: { validate: isSectionHeadings },
    });
}

// ---------- Experience ----------
export class CreateExperienceDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: EXP.tooLong('title', L.shortTextMaxLength) })
  title!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: EXP.tooLong('company', L.shortTextMaxLength) })
  company!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: EXP.text('location') })
  @MaxLength(L.shortTextMaxLength, { message: EXP.tooLong('location', L.shortTextMaxLength) })
  location?: string | null;

  @Matches(MONTH_PATTERN, { message: EXP.month('startDate') })
  @Transform(trimMonth)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  startDate!: string;

  /** Ignored (cleared) when `current` is true. */
  @IsOptional()
  @Transform(trimMonthToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: EXP.month('endDate') })
  endDate?: string | null;

  @IsOptional()
  @IsBoolean({ message: EXP.onOff('current') })
  current?: boolean;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: EXP.text('description') })
  @MaxLength(L.descriptionMaxLength, { message: EXP.tooLong('description', L.descriptionMaxLength) })
  description?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray({ message: EXP.list('tags') })
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true, message: EXP.eachText('tags') })
  @MaxLength(L.tagMaxLength, { each: true, message: EXP.eachTooLong('tags', L.tagMaxLength) })
  @NoDuplicateTags()
  tags?: string[];

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt({ message: EXP.number('order') }) order?: number;
}

/** PATCH /api/experiences/{id}: the create rules, every field optional; may repeat the item's own `id`. */
export class UpdateExperienceDto extends PartialDto(CreateExperienceDto) {
  @IsOptional() @IsString({ message: EXP.text('id') }) id?: string;
}

// ---------- Education ----------
export class CreateEducationDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: EDU.tooLong('degree', L.shortTextMaxLength) })
  degree!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: EDU.tooLong('institution', L.shortTextMaxLength) })
  institution!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: EDU.text('location') })
  @MaxLength(L.shortTextMaxLength, { message: EDU.tooLong('location', L.shortTextMaxLength) })
  location?: string | null;

  @Matches(YEAR_PATTERN, { message: EDU.year('startDate', '2019') })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  startDate!: string;

  /** Blank shows 'Present'. */
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(EDUCATION_END_PATTERN, { message: EDU.yearOrExpected('endDate') })
  endDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: EDU.text('gpa') })
  @MaxLength(L.gpaMaxLength, { message: EDU.tooLong('gpa', L.gpaMaxLength) })
  gpa?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: EDU.text('description') })
  @MaxLength(L.descriptionMaxLength, { message: EDU.tooLong('description', L.descriptionMaxLength) })
  description?: string | null;

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt({ message: EDU.number('order') }) order?: number;
}

/** PATCH /api/education/{id}: the create rules, every field optional; may repeat the item's own `id`. */
export class UpdateEducationDto extends PartialDto(CreateEducationDto) {
  @IsOptional() @IsString({ message: EDU.text('id') }) id?: string;
}

// ---------- Skill ----------
export class CreateSkillDto {
  @Transform(trim)
  @IsString({ message: MESSAGES.items.categoryRequired })
  @IsNotEmpty({ message: MESSAGES.items.categoryRequired })
  @MaxLength(L.shortTextMaxLength, { message: SKL.tooLong('category', L.shortTextMaxLength) })
  category!: string;

  @Transform(trim)
  @IsString({ message: MESSAGES.items.skillNameRequired })
  @IsNotEmpty({ message: MESSAGES.items.skillNameRequired })
  @MaxLength(L.shortTextMaxLength, { message: SKL.tooLong('name', L.shortTextMaxLength) })
  name!: string;

  /** 1 to 5, default 3. */
  @IsOptional()
  @Type(() => Number)
  @IsInt(LEVEL_RULE)
  @Min(SKILL_LEVEL.min, LEVEL_RULE)
  @Max(SKILL_LEVEL.max, LEVEL_RULE)
  level?: number;

  /** Spec 3: the chip's shade in the shared view; null or absent for none. */
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt(PROFICIENCY_RULE)
  @Min(SKILL_PROFICIENCY.min, PROFICIENCY_RULE)
  @Max(SKILL_PROFICIENCY.max, PROFICIENCY_RULE)
  proficiency?: number | null;

  /** Sent by the spec's client (count already in the category); the server computes it the same way. */
  @IsOptional() @IsInt({ message: SKL.number('order') }) order?: number;
}

/** PATCH /api/skills/{id}: the create rules, every field optional; may repeat the item's own `id`. */
export class UpdateSkillDto extends PartialDto(CreateSkillDto) {
  @IsOptional() @IsString({ message: SKL.text('id') }) id?: string;
}

// ---------- Project ----------
export class CreateProjectDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: PRJ.tooLong('name', L.shortTextMaxLength) })
  name!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: PRJ.webAddress('url') })
  @MaxLength(2048, { message: PRJ.tooLong('url', 2048) })
  url?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: PRJ.text('description') })
  @MaxLength(L.descriptionMaxLength, { message: PRJ.tooLong('description', L.descriptionMaxLength) })
  description?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(YEAR_PATTERN, { message: PRJ.year('year', '2024') })
  year?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray({ message: PRJ.list('tags') })
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true, message: PRJ.eachText('tags') })
  @MaxLength(L.tagMaxLength, { each: true, message: PRJ.eachTooLong('tags', L.tagMaxLength) })
  @NoDuplicateTags()
  tags?: string[];

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt({ message: PRJ.number('order') }) order?: number;
}

/** PATCH /api/projects/{id}: the create rules, every field optional; may repeat the item's own `id`. */
export class UpdateProjectDto extends PartialDto(CreateProjectDto) {
  @IsOptional() @IsString({ message: PRJ.text('id') }) id?: string;
}

// ---------- Certification ----------
export class CreateCertificationDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: CRT.tooLong('name', L.shortTextMaxLength) })
  name!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength, { message: CRT.tooLong('issuer', L.shortTextMaxLength) })
  issuer!: string;

  @IsOptional()
  @Transform(trimMonthToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: CRT.month('issueDate') })
  issueDate?: string | null;

  @IsOptional()
  @Transform(trimMonthToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: CRT.month('expirationDate') })
  expirationDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: CRT.webAddress('url') })
  @MaxLength(2048, { message: CRT.tooLong('url', 2048) })
  url?: string | null;

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt({ message: CRT.number('order') }) order?: number;
}

/** PATCH /api/certifications/{id}: the create rules, every field optional; may repeat the item's own `id`. */
export class UpdateCertificationDto extends PartialDto(CreateCertificationDto) {
  @IsOptional() @IsString({ message: CRT.text('id') }) id?: string;
}

/** PUT /api/<section>/order: every id of the section, in the new order. */
export class ReorderDto {
  @IsArray({ message: ORDER.list })
  @ArrayMaxSize(500, { message: ORDER.tooMany })
  @IsString({ each: true, message: ORDER.list })
  ids!: string[];
}
