/** Share links (spec 3, 5, 7, 9): a security code (4 digits, 1000-9999) or null, a template, an optional filter. */
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SHARE_LINK_MODES, type ShareLinkMode } from '../api/sharing';
import { SECURITY_CODE_PATTERN } from '../constants/limits';
import { FIELD_TEXTS, fieldMessages } from '../errors/field-messages';

const LINK = fieldMessages('shareLink');
const CODE_MESSAGE = { message: FIELD_TEXTS.securityCode };
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const MODE_MESSAGE = { message: LINK.oneOf('mode', SHARE_LINK_MODES) };
const ID_LENGTH = 64;
const text = (field: 'filterId' | 'resumeId' | 'templateId' | 'id') => ({ message: LINK.text(field) });
const tooLong = (field: 'filterId' | 'resumeId' | 'templateId') => ({ message: LINK.tooLong(field, ID_LENGTH) });

/** What a link's owner sets on create and may change later (PATCH): the code, indexing, the PDF download, the mode. */
class ShareLinkSettingsDto {
  @IsOptional()
  @ValidateIf(notNull)
  @IsString(CODE_MESSAGE)
  @Matches(SECURITY_CODE_PATTERN, CODE_MESSAGE)
  securityCode?: string | null;

  @IsOptional() @IsBoolean({ message: LINK.onOff('noindex') }) noindex?: boolean;

  @IsOptional() @IsBoolean({ message: LINK.onOff('allowPdfDownload') }) allowPdfDownload?: boolean;

  @IsOptional() @IsIn(SHARE_LINK_MODES, MODE_MESSAGE) mode?: ShareLinkMode;
}

/**
 * POST /api/share-links. The share page sends only { filterId } (spec 7): the server then takes the user's resume
 * and their default template (or the Traditional preset). The full form sends resumeId and must send templateId
 * ('Template Required').
 */
export class CreateShareLinkDto extends ShareLinkSettingsDto {
  /** null or absent: the complete resume. */
  @IsOptional()
  @ValidateIf(notNull)
  @IsString(text('filterId'))
  @MaxLength(ID_LENGTH, tooLong('filterId'))
  filterId?: string | null;

  @IsOptional() @IsString(text('resumeId')) @MaxLength(ID_LENGTH, tooLong('resumeId')) resumeId?: string;

  @IsOptional()
  @ValidateIf(notNull)
  @IsString(text('templateId'))
  @MaxLength(ID_LENGTH, tooLong('templateId'))
  templateId?: string | null;
}

/** PATCH /api/share-links/{id}: a new code (or null to remove it) also unlocks the link and clears its failures. */
export class UpdateShareLinkDto extends ShareLinkSettingsDto {
  @IsOptional() @IsString(text('id')) id?: string;
}
