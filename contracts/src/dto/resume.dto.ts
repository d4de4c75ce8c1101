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
import { ERROR_CODES } from '../errors/error-codes';
import { cleanTags, NoDuplicateTags, REQUIRED, trim, trimToNull } from './shared-rules';

const L = RESUME_LIMITS;
/** The catalogue's text, so the API answers TOO_MANY_TAGS (its number is RESUME_LIMITS.tagsPerItem). */
const TAGS_LIMIT = { message: ERROR_CODES.TOO_MANY_TAGS.message };
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: false };
const present = (_: object, v: unknown) => v !== undefined;
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const PROFICIENCY_RULE = {
  message: `proficiency must be a whole number from ${SKILL_PROFICIENCY.min} to ${SKILL_PROFICIENCY.max}`,
};

/** PATCH /api/resume */
export class UpdateResumeDto {
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.summaryMaxLength)
  summary?: string | null;

  @IsOptional()
  @IsIn(FONTS as readonly string[], { message: `font must be one of: ${FONTS.join(', ')}` })
  font?: string;

  @IsOptional()
  @IsIn(THEME_NAMES, { message: `theme must be one of: ${THEME_NAMES.join(', ')}` })
  theme?: string;
}

// ---------- Experience ----------
export class CreateExperienceDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  title!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  company!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.shortTextMaxLength)
  location?: string | null;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @Matches(MONTH_PATTERN, { message: 'startDate must be a month like 2024-03' })
  startDate!: string;

  /** Ignored (cleared) when `current` is true. */
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'endDate must be a month like 2024-03' })
  endDate?: string | null;

  @IsOptional()
  @IsBoolean()
  current?: boolean;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray()
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true })
  @MaxLength(L.tagMaxLength, { each: true })
  @NoDuplicateTags()
  tags?: string[];

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt() order?: number;
}

export class UpdateExperienceDto {
  @IsOptional() @IsString() id?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  title?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  company?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.shortTextMaxLength)
  location?: string | null;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @Matches(MONTH_PATTERN, { message: 'startDate must be a month like 2024-03' })
  startDate?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'endDate must be a month like 2024-03' })
  endDate?: string | null;

  @IsOptional()
  @IsBoolean()
  current?: boolean;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray()
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true })
  @MaxLength(L.tagMaxLength, { each: true })
  @NoDuplicateTags()
  tags?: string[];

  /** Accepted for clients that send the whole item back; reordering is done with PUT /api/experiences/order. */
  @IsOptional() @IsInt() order?: number;
}

// ---------- Education ----------
export class CreateEducationDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  degree!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  institution!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.shortTextMaxLength)
  location?: string | null;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @Matches(YEAR_PATTERN, { message: 'startDate must be a year like 2019' })
  startDate!: string;

  /** Blank shows 'Present'. */
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(EDUCATION_END_PATTERN, { message: "endDate must be a year like 2023 or 'Expected 2027'" })
  endDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.gpaMaxLength)
  gpa?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt() order?: number;
}

export class UpdateEducationDto {
  @IsOptional() @IsString() id?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  degree?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  institution?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.shortTextMaxLength)
  location?: string | null;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @Matches(YEAR_PATTERN, { message: 'startDate must be a year like 2019' })
  startDate?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(EDUCATION_END_PATTERN, { message: "endDate must be a year like 2023 or 'Expected 2027'" })
  endDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.gpaMaxLength)
  gpa?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  @IsOptional() @IsInt() order?: number;
}

// ---------- Skill ----------
export class CreateSkillDto {
  @Transform(trim)
  @IsString({ message: MESSAGES.items.categoryRequired })
  @IsNotEmpty({ message: MESSAGES.items.categoryRequired })
  @MaxLength(L.shortTextMaxLength)
  category!: string;

  @Transform(trim)
  @IsString({ message: MESSAGES.items.skillNameRequired })
  @IsNotEmpty({ message: MESSAGES.items.skillNameRequired })
  @MaxLength(L.shortTextMaxLength)
  name!: string;

  /** 1 to 5, default 3. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'level must be a whole number from 1 to 5' })
  @Min(SKILL_LEVEL.min, { message: 'level must be a whole number from 1 to 5' })
  @Max(SKILL_LEVEL.max, { message: 'level must be a whole number from 1 to 5' })
  level?: number;

  /** Spec 3: the chip's shade in the shared view; null or absent for none. */
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt(PROFICIENCY_RULE)
  @Min(SKILL_PROFICIENCY.min, PROFICIENCY_RULE)
  @Max(SKILL_PROFICIENCY.max, PROFICIENCY_RULE)
  proficiency?: number | null;

  /** Sent by the spec's client (count already in the category); the server computes it the same way. */
  @IsOptional() @IsInt() order?: number;
}

export class UpdateSkillDto {
  @IsOptional() @IsString() id?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString({ message: MESSAGES.items.categoryRequired })
  @IsNotEmpty({ message: MESSAGES.items.categoryRequired })
  @MaxLength(L.shortTextMaxLength)
  category?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString({ message: MESSAGES.items.skillNameRequired })
  @IsNotEmpty({ message: MESSAGES.items.skillNameRequired })
  @MaxLength(L.shortTextMaxLength)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'level must be a whole number from 1 to 5' })
  @Min(SKILL_LEVEL.min, { message: 'level must be a whole number from 1 to 5' })
  @Max(SKILL_LEVEL.max, { message: 'level must be a whole number from 1 to 5' })
  level?: number;

  /** null clears it. */
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt(PROFICIENCY_RULE)
  @Min(SKILL_PROFICIENCY.min, PROFICIENCY_RULE)
  @Max(SKILL_PROFICIENCY.max, PROFICIENCY_RULE)
  proficiency?: number | null;

  @IsOptional() @IsInt() order?: number;
}

// ---------- Project ----------
export class CreateProjectDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  name!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address' })
  @MaxLength(2048)
  url?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(YEAR_PATTERN, { message: 'year must be a year like 2024' })
  year?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray()
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true })
  @MaxLength(L.tagMaxLength, { each: true })
  @NoDuplicateTags()
  tags?: string[];

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt() order?: number;
}

export class UpdateProjectDto {
  @IsOptional() @IsString() id?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  name?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address' })
  @MaxLength(2048)
  url?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(L.descriptionMaxLength)
  description?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(YEAR_PATTERN, { message: 'year must be a year like 2024' })
  year?: string | null;

  @IsOptional()
  @Transform(cleanTags)
  @IsArray()
  @ArrayMaxSize(L.tagsPerItem, TAGS_LIMIT)
  @IsString({ each: true })
  @MaxLength(L.tagMaxLength, { each: true })
  @NoDuplicateTags()
  tags?: string[];

  @IsOptional() @IsInt() order?: number;
}

// ---------- Certification ----------
export class CreateCertificationDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  name!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  issuer!: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'issueDate must be a month like 2024-03' })
  issueDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'expirationDate must be a month like 2024-03' })
  expirationDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address' })
  @MaxLength(2048)
  url?: string | null;

  /** The spec's entity field (spec 7), sent by clients that post the whole entity: accepted, not used (new items go last). */
  @IsOptional() @IsInt() order?: number;
}

export class UpdateCertificationDto {
  @IsOptional() @IsString() id?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  name?: string;

  @ValidateIf(present)
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(L.shortTextMaxLength)
  issuer?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'issueDate must be a month like 2024-03' })
  issueDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @Matches(MONTH_PATTERN, { message: 'expirationDate must be a month like 2024-03' })
  expirationDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address' })
  @MaxLength(2048)
  url?: string | null;

  @IsOptional() @IsInt() order?: number;
}

/** PUT /api/<section>/order: every id of the section, in the new order. */
export class ReorderDto {
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  ids!: string[];
}
