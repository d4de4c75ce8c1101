/** POST /api/generate-pdf (spec 7). */
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ERROR_CODES } from '../errors/error-codes';
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
  @IsIn(PAPER_SIZES as readonly string[], { message: ERROR_CODES.PAPER_SIZE_INVALID.message })
  paperSize?: PaperSize;
}
