/** The owner's notices of opened links (docs/decisions/0053-read-notices.md). */
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { READING_LIMITS } from '../api/reading';
import { fieldMessages } from '../errors/field-messages';

const N = fieldMessages('readNotices');

/** PATCH /api/read-notices/settings and PATCH /api/share-links/{id}/read-notices. */
export class ReadNoticeSettingsDto {
  @IsDefined({ message: N.onOff('notifyOnOpen') })
  @IsBoolean({ message: N.onOff('notifyOnOpen') })
  notifyOnOpen!: boolean;
}

/** POST /api/read-notices/read: these notices (the owner's; others are ignored), or all when absent. */
export class MarkReadNoticesDto {
  @IsOptional()
  @IsArray({ message: N.list('ids') })
  @ArrayMaxSize(READING_LIMITS.idsPerMarkRead, { message: N.tooMany('ids', READING_LIMITS.idsPerMarkRead) })
  @IsString({ each: true, message: N.eachText('ids') })
  @MaxLength(64, { each: true, message: N.eachText('ids') })
  ids?: string[];
}
