/** POST and PATCH /api/applications (docs/decisions/0052-applications.md). */
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, type ApplicationStatus } from '../api/applications';
import { JOB_MATCH_LANGUAGES, JOB_MATCH_LIMITS, type JobMatchLanguage } from '../api/job-match';
import { SHARE_LINK_MODES, type ShareLinkMode } from '../api/sharing';
import { ERROR_CODES } from '../errors/error-codes';
import { fieldMessages } from '../errors/field-messages';
import { REQUIRED, trim, trimToNull } from './shared-rules';

const APP = fieldMessages('application');
const notNull = (_: object, v: unknown) => v !== null && v !== undefined;
const ID_LENGTH = 64;
/** An address as text: http(s) and no spaces, so the screens may show it as a link; it is never fetched. */
const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** UTF-8 size of a text, so a 50 KB posting is 50 KB in any script. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

function PostingLimits() {
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'postingCharacters',
      target: object.constructor,
      propertyName,
      options: { message: ERROR_CODES.JOB_POSTING_TOO_LONG.message },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || value.length <= JOB_MATCH_LIMITS.postingMaxLength,
      },
    });
    registerDecorator({
      name: 'postingBytes',
      target: object.constructor,
      propertyName,
      options: { message: ERROR_CODES.APPLICATION_POSTING_TOO_LARGE.message },
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || utf8Bytes(value) <= APPLICATION_LIMITS.postingMaxBytes,
      },
    });
  };
}

/** A real calendar day, YYYY-MM-DD. */
function IsDay() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isDay',
      target: object.constructor,
      propertyName,
      options: { message: APP.day('appliedOn') },
      validator: {
        validate: (value: unknown) => {
          if (value === null || value === undefined) return true;
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const day = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
        },
      },
    });
}

/** The fields both create and update take: what the person keeps about an application. */
class ApplicationFieldsDto {
  @IsOptional()
  @ValidateIf(notNull)
  @Transform(trimToNull)
  @IsString({ message: APP.text('postingUrl') })
  @MaxLength(APPLICATION_LIMITS.postingUrlMaxLength, {
    message: APP.tooLong('postingUrl', APPLICATION_LIMITS.postingUrlMaxLength),
  })
  @Matches(WEB_ADDRESS, { message: APP.webAddress('postingUrl') })
  postingUrl?: string | null;

  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: APP.oneOf('status', APPLICATION_STATUSES) })
  status?: ApplicationStatus;

  @IsOptional() @IsDay() appliedOn?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @Transform(trimToNull)
  @IsString({ message: APP.text('notes') })
  @MaxLength(APPLICATION_LIMITS.notesMaxLength, {
    message: APP.tooLong('notes', APPLICATION_LIMITS.notesMaxLength),
  })
  notes?: string | null;
}

export class CreateApplicationDto extends ApplicationFieldsDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(APPLICATION_LIMITS.companyMaxLength, {
    message: APP.tooLong('company', APPLICATION_LIMITS.companyMaxLength),
  })
  company!: string;

  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(APPLICATION_LIMITS.roleMaxLength, { message: APP.tooLong('role', APPLICATION_LIMITS.roleMaxLength) })
  role!: string;

  /** Pasted text; the server fetches no address (postingUrl is kept as text). */
  @IsOptional()
  @ValidateIf(notNull)
  @Transform(trimToNull)
  @IsString({ message: APP.text('posting') })
  @PostingLimits()
  posting?: string | null;

  @IsOptional()
  @IsIn(JOB_MATCH_LANGUAGES, { message: APP.oneOf('language', JOB_MATCH_LANGUAGES) })
  language?: JobMatchLanguage;

  @IsOptional()
  @ValidateIf(notNull)
  @IsString({ message: APP.text('filterId') })
  @MaxLength(ID_LENGTH, { message: APP.tooLong('filterId', ID_LENGTH) })
  filterId?: string | null;

  @IsOptional()
  @ValidateIf(notNull)
  @IsString({ message: APP.text('templateId') })
  @MaxLength(ID_LENGTH, { message: APP.tooLong('templateId', ID_LENGTH) })
  templateId?: string | null;

  @IsOptional() @IsIn(SHARE_LINK_MODES, { message: APP.oneOf('mode', SHARE_LINK_MODES) }) mode?: ShareLinkMode;
}

/** PATCH: any of the fields; the posting and its match are those of the day the application was made. */
export class UpdateApplicationDto extends ApplicationFieldsDto {
  @IsOptional()
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(APPLICATION_LIMITS.companyMaxLength, {
    message: APP.tooLong('company', APPLICATION_LIMITS.companyMaxLength),
  })
  company?: string;

  @IsOptional()
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(APPLICATION_LIMITS.roleMaxLength, { message: APP.tooLong('role', APPLICATION_LIMITS.roleMaxLength) })
  role?: string;
}
