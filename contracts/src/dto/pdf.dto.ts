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

export class GeneratePdfDto implements GeneratePdfRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  resumeId!: string;

  @ValidateIf(orNull)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  filterId!: string | null;

  @ValidateIf(orNull)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
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
    @IsIn([section])
    section!: S;

    @ValidateIf(orNull)
    @IsString()
    @IsNotEmpty()
    @MaxLength(64)
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
  @IsIn(PREVIEW_DRAFT_SECTIONS as readonly string[], {
    message: `section must be one of: ${PREVIEW_DRAFT_SECTIONS.join(', ')}`,
  })
  section!: string;
}

export class ResumeDraftDto implements ResumeDraft {
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => UpdateUserDto)
  user?: UpdateUserDto;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => UpdateResumeDto)
  resume?: UpdateResumeDto;

  @IsOptional()
  @IsObject()
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
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  filterId?: string | null;

  @ValidateIf(orNull)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  templateId!: string | null;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => SaveTemplateDto)
  // Checked as POST /api/templates checks it (SaveTemplateDto; a null style field there means its default).
  template?: SaveTemplateRequest;

  @IsOptional()
  @IsIn(PAPER_SIZES as readonly string[], { message: ERROR_CODES.PAPER_SIZE_INVALID.message })
  paperSize?: PaperSize;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ResumeDraftDto)
  draft?: ResumeDraftDto;
}
