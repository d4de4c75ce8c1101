/** POST /api/generate-pdf (spec 7). */
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ERROR_CODES } from '../errors/error-codes';
import { PAPER_SIZES, type GeneratePdfRequest, type PaperSize } from '../api/pdf';
import { fieldMessages } from '../errors/field-messages';

const orNull = (_: object, v: unknown) => v !== null;
const PDF = fieldMessages('pdf');
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
