/**
 * Request bodies with their validation rules. The backend's global ValidationPipe and the frontends'
 * forms (react-hook-form + class-validator resolver) use the same classes.
 */
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { LIMITS } from '../constants';
import { ERROR_CODES } from '../errors/error-codes';
import { MESSAGES } from '../errors/messages';
import { fieldMessages } from '../errors/field-messages';
import { trim, trimToNull } from './shared-rules';
import { LANGUAGES, type Language } from '../i18n/languages';
import type {
  ConfirmEmailChangeRequest,
  MagicLinkRequest,
  UpdateUserRequest,
  VerifyMagicLinkRequest,
} from '../api/auth';

const URL_OPTIONS = { protocols: ['http', 'https'], require_tld: true };
/**
 * Printable ASCII before the last @ (docs/decisions/0033-one-email-one-account.md); the domain may be international.
 * Text without an @ passes here: IsEmail refuses it with its own message. Each chunk ends at an @: no backtracking.
 */
const ASCII_LOCAL_PART = /^(?:[\x20-\x3f\x41-\x7e]*@)*[^@]*$/;
const ASCII_LOCAL_PART_MESSAGE = { message: ERROR_CODES.EMAIL_NOT_SUPPORTED.message };
const SIGN_IN = fieldMessages('signIn');
const ME = fieldMessages('personal');

export class MagicLinkRequestDto implements MagicLinkRequest {
  @Transform(trim)
  @IsEmail({}, { message: MESSAGES.signIn.invalidEmail })
  @Matches(ASCII_LOCAL_PART, ASCII_LOCAL_PART_MESSAGE)
  @MaxLength(LIMITS.emailMaxLength, { message: MESSAGES.signIn.invalidEmail })
  email!: string;
}

export class VerifyMagicLinkRequestDto implements VerifyMagicLinkRequest {
  @IsString({ message: MESSAGES.signIn.noToken })
  @IsNotEmpty({ message: MESSAGES.signIn.noToken })
  @MaxLength(LIMITS.tokenMaxLength, { message: MESSAGES.signIn.verifyInvalid })
  token!: string;

  @IsOptional()
  @IsBoolean({ message: SIGN_IN.onOff('confirm') })
  confirm?: boolean;
}

export class ConfirmEmailChangeDto implements ConfirmEmailChangeRequest {
  @IsString({ message: MESSAGES.emailChange.signInFirst })
  @IsNotEmpty({ message: MESSAGES.emailChange.signInFirst })
  @MaxLength(LIMITS.tokenMaxLength, { message: ERROR_CODES.EMAIL_CHANGE_INVALID.message })
  token!: string;
}

/** PATCH /api/user: only the personal fields; anything else is refused by forbidNonWhitelisted. */
export class UpdateUserDto implements UpdateUserRequest {
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: ME.text('name') })
  @MaxLength(LIMITS.nameMaxLength, { message: ME.tooLong('name', LIMITS.nameMaxLength) })
  name?: string | null;

  // null is refused: every user keeps a username and an e-mail.
  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsString({ message: ME.text('username') })
  @Length(LIMITS.usernameMinLength, LIMITS.usernameMaxLength, {
    message: ME.lengthBetween('username', LIMITS.usernameMinLength, LIMITS.usernameMaxLength),
  })
  @Matches(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, { message: ME.username('username') })
  username?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: ME.text('title') })
  @MaxLength(LIMITS.titleMaxLength, { message: ME.tooLong('title', LIMITS.titleMaxLength) })
  title?: string | null;

  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsEmail({}, { message: MESSAGES.signIn.invalidEmail })
  @Matches(ASCII_LOCAL_PART, ASCII_LOCAL_PART_MESSAGE)
  @MaxLength(LIMITS.emailMaxLength, { message: MESSAGES.signIn.invalidEmail })
  email?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: ME.text('phone') })
  @Matches(/^\+?[0-9 ()./-]{3,}$/, { message: ME.phone('phone') })
  @MaxLength(LIMITS.phoneMaxLength, { message: ME.tooLong('phone', LIMITS.phoneMaxLength) })
  phone?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: ME.text('location') })
  @MaxLength(LIMITS.locationMaxLength, { message: ME.tooLong('location', LIMITS.locationMaxLength) })
  location?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: ME.webAddress('linkedin') })
  @MaxLength(LIMITS.urlMaxLength, { message: ME.tooLong('linkedin', LIMITS.urlMaxLength) })
  linkedin?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: ME.webAddress('github') })
  @MaxLength(LIMITS.urlMaxLength, { message: ME.tooLong('github', LIMITS.urlMaxLength) })
  github?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: ME.webAddress('website') })
  @MaxLength(LIMITS.urlMaxLength, { message: ME.tooLong('website', LIMITS.urlMaxLength) })
  website?: string | null;

  // The page settings (docs/decisions/0013-privacy.md): true or false only; null is refused like any other type.
  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: ME.onOff('publicPage') })
  publicPage?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: ME.onOff('showEmail') })
  showEmail?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: ME.onOff('showPhone') })
  showPhone?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: ME.onOff('showLocation') })
  showLocation?: boolean;

  // The app's language (docs/decisions/0049-app-translations.md): a shipped language, or null to follow the browser.
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsIn(LANGUAGES as readonly string[], { message: ME.oneOf('interfaceLanguage', LANGUAGES) })
  interfaceLanguage?: Language | null;
}
