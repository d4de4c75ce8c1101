/** POST /api/generate-pdf (spec 7) and POST /api/pdf-preview (docs/decisions/0045-live-preview.md). */
import { Type } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ERROR_CODES } from '../errors/error-codes';
import { PAPER_SIZES, type GeneratePdfRequest, type PaperSize } from '../api/pdf';
import { fieldMessages } from '../errors/field-messages';
import {
  PREVIEW_DRAFT_SECTIONS,
  type PreviewDraftSection,
  type PreviewPdfRequest,
  type ResumeDraft,
} from '../api/pdf-preview';
import type { SaveTemplateRequest } from '../api/tailoring';
import { UpdateUserDto } from './auth.dto';
import { SaveTemplateDto } from './tailoring.dto';
import {
  CreateCertificationDto,
  CreateEducationDto,
  CreateExperienceDto,
  CreateProjectDto,
  UpdateResumeDto,
} from './resume.dto';

const orNull = (_: object, v: unknown) => v !== null;
const PDF = fieldMessages('pdf');
const PREVIEW = fieldMessages('preview');
const ID_LENGTH = 64;

export class GeneratePdfDto implements GeneratePdfRequest {
  @IsString({ message: PDF.text('resumeId') })
  @IsNotEmpty({ message: PDF.missing('resumeId') })
  @MaxLength(ID_LENGTH, { message: PDF.tooLong('resumeId', ID_LENGTH) })
  resumeId!: string;

  @ValidateIf(orNull)
  @IsString({ message: PDF.text('filterId') })
  @IsNotEmpty({ message: PDF.missing('filterId') })
  @MaxLength(ID_LENGTH, { message: PDF.tooLong('filterId', ID_LENGTH) })
  filterId!: string | null;

  @ValidateIf(orNull)
  @IsString({ message: PDF.text('templateId') })
  @IsNotEmpty({ message: PDF.missing('templateId') })
  @MaxLength(ID_LENGTH, { message: PDF.tooLong('templateId', ID_LENGTH) })
  templateId!: string | null;

  @IsOptional()
  @IsIn(PAPER_SIZES as readonly string[], { message: ERROR_CODES.PAPER_SIZE_INVALID.message })
  paperSize?: PaperSize;
}

// ---------- POST /api/pdf-preview (docs/decisions/0045-live-preview.md) ----------

/** The item's own section and id beside its fields: each section's DTO is its create DTO plus these two. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin signature
const draftItemFields = <T extends new (...args: any[]) => object, S extends PreviewDraftSection>(
  Base: T,
  section: S,
) => {
  class DraftItem extends Base {
    @IsIn([section], { message: PREVIEW.oneOf('section', [section]) })
    section!: S;

    @ValidateIf(orNull)
    @IsString({ message: PREVIEW.text('id') })
    @IsNotEmpty({ message: PREVIEW.missing('id') })
    @MaxLength(ID_LENGTH, { message: PREVIEW.tooLong('id', ID_LENGTH) })
    id!: string | null;
  }
  return DraftItem;
};

export class ExperienceDraftDto extends draftItemFields(CreateExperienceDto, 'experiences') {}
export class EducationDraftDto extends draftItemFields(CreateEducationDto, 'education') {}
export class ProjectDraftDto extends draftItemFields(CreateProjectDto, 'projects') {}
export class CertificationDraftDto extends draftItemFields(CreateCertificationDto, 'certifications') {}

/** An item whose `section` names none of the four: refused by its one rule (and by forbidNonWhitelisted). */
export class UnknownDraftItemDto {
  @IsIn(PREVIEW_DRAFT_SECTIONS as readonly string[], { message: PREVIEW.oneOf('section', PREVIEW_DRAFT_SECTIONS) })
  section!: string;
}

export class ResumeDraftDto implements ResumeDraft {
  @IsOptional()
  @IsObject({ message: PREVIEW.group('user') })
  @ValidateNested()
  @Type(() => UpdateUserDto)
  user?: UpdateUserDto;

  @IsOptional()
  @IsObject({ message: PREVIEW.group('resume') })
  @ValidateNested()
  @Type(() => UpdateResumeDto)
  resume?: UpdateResumeDto;

  @IsOptional()
  @IsObject({ message: PREVIEW.group('item') })
  @ValidateNested()
  @Type(() => UnknownDraftItemDto, {
    keepDiscriminatorProperty: true,
    discriminator: {
      property: 'section',
      subTypes: [
        { name: 'experiences', value: ExperienceDraftDto },
        { name: 'education', value: EducationDraftDto },
        { name: 'projects', value: ProjectDraftDto },
        { name: 'certifications', value: CertificationDraftDto },
      ],
    },
  })
  item?: ExperienceDraftDto | EducationDraftDto | ProjectDraftDto | CertificationDraftDto;
}

export class PreviewPdfDto implements PreviewPdfRequest {
  @IsOptional()
  @ValidateIf(orNull)
  @IsString({ message: PREVIEW.text('filterId') })
  @IsNotEmpty({ message: PREVIEW.missing('filterId') })
  @MaxLength(ID_LENGTH, { message: PREVIEW.tooLong('filterId', ID_LENGTH) })
  filterId?: string | null;

  @ValidateIf(orNull)
  @IsString({ message: PREVIEW.text('templateId') })
  @IsNotEmpty({ message: PREVIEW.missing('templateId') })
  @MaxLength(ID_LENGTH, { message: PREVIEW.tooLong('templateId', ID_LENGTH) })
  templateId!: string | null;

  @IsOptional()
  @IsObject({ message: PREVIEW.group('template') })
  @ValidateNested()
  @Type(() => SaveTemplateDto)
  // Checked as POST /api/templates checks it (SaveTemplateDto; a null style field there means its default).
  template?: SaveTemplateRequest;

  @IsOptional()
  @IsIn(PAPER_SIZES as readonly string[], { message: ERROR_CODES.PAPER_SIZE_INVALID.message })
  paperSize?: PaperSize;

  @IsOptional()
  @IsObject({ message: PREVIEW.group('draft') })
  @ValidateNested()
  @Type(() => ResumeDraftDto)
  draft?: ResumeDraftDto;
}
