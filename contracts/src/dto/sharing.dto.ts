/** Share links (spec 3, 5, 7, 9): a security code (4 digits, 1000-9999) or null, a template, an optional filter. */
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SHARE_LINK_MODES, type ShareLinkMode } from '../api/sharing';
import { SECURITY_CODE_PATTERN } from '../constants/limits';

const CODE_MESSAGE = { message: 'securityCode must be 4 digits from 1000 to 9999, or null' };
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const MODE_MESSAGE = { message: `mode must be one of: ${SHARE_LINK_MODES.join(', ')}` };

/**
 * POST /api/share-links. The share page sends only { filterId } (spec 7): the server then takes the user's resume
 * and their default template (or the Traditional preset). The full form sends resumeId and must send templateId
 * ('Template Required').
 */
export class CreateShareLinkDto {
  /** null or absent: the complete resume. */
  @IsOptional() @ValidateIf(notNull) @IsString() @MaxLength(64) filterId?: string | null;

  @IsOptional() @IsString() @MaxLength(64) resumeId?: string;

  @IsOptional() @ValidateIf(notNull) @IsString() @MaxLength(64) templateId?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @IsString(CODE_MESSAGE)
  @Matches(SECURITY_CODE_PATTERN, CODE_MESSAGE)
  securityCode?: string | null;

  @IsOptional() @IsBoolean() noindex?: boolean;

  @IsOptional() @IsBoolean() allowPdfDownload?: boolean;

  @IsOptional() @IsIn(SHARE_LINK_MODES, MODE_MESSAGE) mode?: ShareLinkMode;
}

/** PATCH /api/share-links/{id}: a new code (or null to remove it) also unlocks the link and clears its failures. */
export class UpdateShareLinkDto {
  @IsOptional() @IsString() id?: string;

  @IsOptional()
  @ValidateIf(notNull)
  @IsString(CODE_MESSAGE)
  @Matches(SECURITY_CODE_PATTERN, CODE_MESSAGE)
  securityCode?: string | null;

  @IsOptional() @IsBoolean() noindex?: boolean;

  @IsOptional() @IsBoolean() allowPdfDownload?: boolean;

  @IsOptional() @IsIn(SHARE_LINK_MODES, MODE_MESSAGE) mode?: ShareLinkMode;
}
