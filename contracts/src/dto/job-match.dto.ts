/** POST /api/job-match and /api/job-match/filter (docs/decisions/0051-job-match.md). */
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, maxLength, registerDecorator } from 'class-validator';
import { Transform } from 'class-transformer';
import { JOB_MATCH_LANGUAGES, JOB_MATCH_LIMITS, type JobMatchLanguage } from '../api/job-match';
import { ERROR_CODES } from '../errors/error-codes';
import { fieldMessages } from '../errors/field-messages';
import { FILTER_LIMITS } from './tailoring.dto';
import { REQUIRED, trim } from './shared-rules';

const JOB = fieldMessages('jobMatch');
const EMPTY = { message: ERROR_CODES.JOB_POSTING_EMPTY.message };

/** At most `max` characters, judged on text only: a missing posting is JOB_POSTING_EMPTY, not also too long. */
function TextAtMost(max: number, message: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'textAtMost',
      target: object.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => typeof value !== 'string' || maxLength(value, max) },
    });
}

/** The pasted posting (no address is fetched) and, optionally, its language; without one it is told from the words. */
export class JobMatchDto {
  @Transform(trim)
  @IsString({ message: JOB.text('posting') })
  @IsNotEmpty(EMPTY)
  @TextAtMost(JOB_MATCH_LIMITS.postingMaxLength, ERROR_CODES.JOB_POSTING_TOO_LONG.message)
  posting!: string;

  @IsOptional()
  @IsIn(JOB_MATCH_LANGUAGES, { message: JOB.oneOf('language', JOB_MATCH_LANGUAGES) })
  language?: JobMatchLanguage;
}

/** 'Create filter for this job': the posting again (the match is re-run, so the tags are the rules'), and a name. */
export class JobMatchFilterDto extends JobMatchDto {
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(FILTER_LIMITS.nameMaxLength, { message: JOB.tooLong('name', FILTER_LIMITS.nameMaxLength) })
  name!: string;
}
