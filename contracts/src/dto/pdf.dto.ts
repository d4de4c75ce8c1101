/** POST /api/generate-pdf (spec 7). */
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PAPER_SIZES, type GeneratePdfRequest, type PaperSize } from '../api/pdf';

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
  @IsIn(PAPER_SIZES as readonly string[], { message: `paperSize must be one of: ${PAPER_SIZES.join(', ')}` })
  paperSize?: PaperSize;
}
