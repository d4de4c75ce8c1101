/**
 * Filters (spec 3, 5, 7) and templates (spec 3, 7, 9). Colours are #RRGGBB, images http(s) URLs, the layout is
 * checked by the shared layout rules.
 */
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { ACCENT_STYLES, FONTS, PAGE_MARGIN } from '../constants/style';
import { RESUME_LIMITS } from '../constants/limits';
import { layoutProblems } from '../rules/layout';
import type { TemplateLayout } from '../api/entities';
import { PAPER_SIZES, type PaperSize } from '../api/pdf';
import { ERROR_CODES } from '../errors/error-codes';
import { fieldMessages } from '../errors/field-messages';
import { RESUME_LANGUAGES, type ResumeLanguage } from '../languages/languages';
import { PartialDto } from './partial-dto';
import { cleanTags, NoDuplicateTags, REQUIRED, trim, trimToNull } from './shared-rules';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const FILTER_LIMITS = { nameMaxLength: 100, tagsPerFilter: 50, perUser: 50 } as const;
export const TEMPLATE_LIMITS = { companyNameMaxLength: 100, perUser: 20 } as const;

const IMAGE_URL = { protocols: ['http', 'https'], require_protocol: true };
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const STYLE = fieldMessages('style');
const FILTER = fieldMessages('filter');
const TEMPLATE = fieldMessages('template');

/** The style fields a filter and a template share. */
class StyleFieldsDto {
  @IsOptional()
  @ValidateIf(notNull)
  @IsIn(FONTS as readonly string[], { message: STYLE.oneOf('font', FONTS) })
  font?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @Matches(HEX_COLOR, { message: STYLE.colour('primaryColor', '#3B82F6') })
  primaryColor?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @Matches(HEX_COLOR, { message: STYLE.colour('secondaryColor', '#60A5FA') })
  secondaryColor?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @IsIn(ACCENT_STYLES as readonly string[], { message: STYLE.oneOf('accentStyle', ACCENT_STYLES) })
  accentStyle?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsString({ message: STYLE.text('companyName') })
  @MaxLength(TEMPLATE_LIMITS.companyNameMaxLength, {
    message: STYLE.tooLong('companyName', TEMPLATE_LIMITS.companyNameMaxLength),
  })
  companyName?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(IMAGE_URL, { message: STYLE.imageAddress('logoImage') })
  @MaxLength(2048, { message: STYLE.tooLong('logoImage', 2048) })
  logoImage?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf(notNull)
  @IsUrl(IMAGE_URL, { message: STYLE.imageAddress('headerImage') })
  @MaxLength(2048, { message: STYLE.tooLong('headerImage', 2048) })
  headerImage?: string | null;
}

/** A filter's own language (docs/decisions/0047-resume-language.md); null: the resume's. */
class FilterFieldsDto extends StyleFieldsDto {
  @IsOptional()
  @ValidateIf(notNull)
  @IsIn(RESUME_LANGUAGES as readonly string[], { message: ERROR_CODES.LANGUAGE_UNSUPPORTED.message })
  language?: ResumeLanguage | null;
}

export class CreateFilterDto extends FilterFieldsDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(FILTER_LIMITS.nameMaxLength, { message: FILTER.tooLong('name', FILTER_LIMITS.nameMaxLength) })
  name!: string;

  /** Each tag must be on one of the user's experiences or projects (checked by the server). */
  @IsOptional()
  @Transform(cleanTags)
  @IsArray({ message: FILTER.list('tags') })
  @ArrayMaxSize(FILTER_LIMITS.tagsPerFilter, { message: FILTER.tooMany('tags', FILTER_LIMITS.tagsPerFilter) })
  @IsString({ each: true, message: FILTER.eachText('tags') })
  @MaxLength(RESUME_LIMITS.tagMaxLength, {
    each: true,
    message: FILTER.eachTooLong('tags', RESUME_LIMITS.tagMaxLength),
  })
  @NoDuplicateTags()
  tags?: string[];
}

/** PATCH /api/filters/{id}: the create rules, every field optional; may repeat the filter's own `id`. */
export class UpdateFilterDto extends PartialDto(CreateFilterDto) {
  @IsOptional() @IsString({ message: FILTER.text('id') }) id?: string;
}

/** Page margin in inches: 0.25 to 2 in steps of 0.25, sent as a number or a string (spec 3 stores a string). */
export function isPageMargin(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return (
    Number.isFinite(n) &&
    n >= PAGE_MARGIN.min &&
    n <= PAGE_MARGIN.max &&
    Math.abs(n / PAGE_MARGIN.step - Math.round(n / PAGE_MARGIN.step)) < 1e-9
  );
}

function IsPageMargin() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPageMargin',
      target: object.constructor,
      propertyName,
      options: {
        message: TEMPLATE.pageMargin('pageMargin', PAGE_MARGIN.min, PAGE_MARGIN.max, PAGE_MARGIN.step),
      },
      validator: { validate: isPageMargin },
    });
}

/** The layout must pass `layoutProblems` (known ids, widths, column slots within the clamps of spec 4). */
function IsTemplateLayout() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTemplateLayout',
      target: object.constructor,
      propertyName,
      options: {
        // The layout comes from the designer's grid, never typed: a person gets words, not the JSON path.
        message: TEMPLATE.layout('layout'),
      },
      validator: { validate: (value: unknown) => layoutProblems(value).length === 0 },
    });
}

/**
 * POST /api/templates (spec 7's body). Without `id` it creates a template; with the id of one of the user's
 * templates it saves over it. `userId` is accepted for the spec's client and ignored: the owner is the session.
 */
export class SaveTemplateDto extends StyleFieldsDto {
  @IsOptional() @IsString({ message: TEMPLATE.text('id') }) id?: string;

  @IsOptional() userId?: unknown;

  @IsOptional() @IsBoolean({ message: TEMPLATE.onOff('isDefault') }) isDefault?: boolean;

  @IsOptional() @IsPageMargin() pageMargin?: string | number;

  /** The paper the template prints on; null: chosen at export (docs/decisions/0043-page-size-and-running-elements.md). */
  @IsOptional()
  @ValidateIf(notNull)
  @IsIn(PAPER_SIZES as readonly string[], { message: ERROR_CODES.PAPER_SIZE_INVALID.message })
  paperSize?: PaperSize | null;

  /** Page numbers and the name on every page after the first; absent on a new template: on. */
  @IsOptional() @IsBoolean({ message: TEMPLATE.onOff('runningElements') }) runningElements?: boolean;

  @IsOptional() @IsTemplateLayout() layout?: TemplateLayout;

  /** Spec 3's name for the stored layout, as the template routes return it: taken when `layout` is not sent. */
  @IsOptional() @IsTemplateLayout() layoutData?: TemplateLayout;
}
