/**
 * Request bodies with their validation rules. The backend's global ValidationPipe and the frontends'
 * forms (react-hook-form + class-validator resolver) use the same classes.
 */
import {
  IsBoolean,
  IsEmail,
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
import { trim, trimToNull } from './shared-rules';
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
  @IsBoolean()
  confirm?: boolean;
}

export class ConfirmEmailChangeDto implements ConfirmEmailChangeRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.tokenMaxLength)
  token!: string;
}

/** PATCH /api/user: only the personal fields; anything else is refused by forbidNonWhitelisted. */
export class UpdateUserDto implements UpdateUserRequest {
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(LIMITS.nameMaxLength)
  name?: string | null;

  // null is refused: every user keeps a username and an e-mail.
  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsString()
  @Length(LIMITS.usernameMinLength, LIMITS.usernameMaxLength)
  @Matches(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    message: 'username may hold lower-case letters, digits and inner hyphens only',
  })
  username?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(LIMITS.titleMaxLength)
  title?: string | null;

  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsEmail({}, { message: MESSAGES.signIn.invalidEmail })
  @Matches(ASCII_LOCAL_PART, ASCII_LOCAL_PART_MESSAGE)
  @MaxLength(LIMITS.emailMaxLength)
  email?: string;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(/^\+?[0-9 ()./-]{3,}$/, { message: 'phone must be a phone number' })
  @MaxLength(LIMITS.phoneMaxLength)
  phone?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(LIMITS.locationMaxLength)
  location?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: 'linkedin must be a URL' })
  @MaxLength(LIMITS.urlMaxLength)
  linkedin?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: 'github must be a URL' })
  @MaxLength(LIMITS.urlMaxLength)
  github?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS, { message: 'website must be a URL' })
  @MaxLength(LIMITS.urlMaxLength)
  website?: string | null;

  // The page settings (docs/decisions/0013-privacy.md): true or false only; null is refused like any other type.
  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: 'publicPage must be true or false' })
  publicPage?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: 'showEmail must be true or false' })
  showEmail?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: 'showPhone must be true or false' })
  showPhone?: boolean;

  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: 'showLocation must be true or false' })
  showLocation?: boolean;
}
