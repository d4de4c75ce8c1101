import {
  ArgumentsHost,
  Body,
  Catch,
  Controller,
  ExceptionFilter,
  HttpCode,
  PayloadTooLargeException,
  Post,
  Query,
  UploadedFile,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { LINKEDIN_API, LINKEDIN_EXPORT_FIELD, LINKEDIN_EXPORT_LIMITS } from '@resume/contracts';
import type {
  LinkedInExportImportResponse,
  LinkedInExportPreview,
  LinkedInSyncResponse,
  User,
} from '@resume/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { sendError } from '../../../../infrastructure/http/api-exception.filter';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidPlanGuard } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ImportLinkedInExport } from '../../application/import-linkedin-export.use-case';
import { PreviewLinkedInExport } from '../../application/preview-linkedin-export.use-case';
import { SyncLinkedInProfile } from '../../application/sync-linkedin-profile.use-case';
import { LinkedInExportLimit, LinkedInSyncLimit } from './linkedin-rate-limits';

class SyncDto {
  @IsOptional() @IsBoolean() overwrite?: boolean;
}

class ExportQueryDto {
  @IsOptional() @IsIn(['preview', 'import']) mode?: 'preview' | 'import';
  @IsOptional() @IsIn(['true', 'false']) overwrite?: 'true' | 'false';
}

/** multer's "file too large" answered with the export's own code and limit. */
@Catch(PayloadTooLargeException)
class ExportTooLarge implements ExceptionFilter {
  catch(_error: PayloadTooLargeException, host: ArgumentsHost): void {
    sendError(host.switchToHttp().getResponse<Response>(), new DomainError('LINKEDIN_EXPORT_TOO_LARGE'));
  }
}

const UPLOAD = FileInterceptor(LINKEDIN_EXPORT_FIELD, {
  limits: { fileSize: LINKEDIN_EXPORT_LIMITS.uploadBytes, files: 1, fields: 5, parts: 6 },
});

/** Sync from the connection (paid) and the data export import (every signed-in account: it is their own data). */
@Controller()
export class LinkedInImportController {
  constructor(
    private readonly sync: SyncLinkedInProfile,
    private readonly preview: PreviewLinkedInExport,
    private readonly importExport: ImportLinkedInExport,
  ) {}

  @Post(LINKEDIN_API.syncProfile)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard, PaidPlanGuard, LinkedInSyncLimit)
  syncProfile(@CurrentUser() user: User, @Body() body: SyncDto): Promise<LinkedInSyncResponse> {
    return this.sync.execute(user, body.overwrite === true);
  }

  @Post(LINKEDIN_API.importExport)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard, LinkedInExportLimit)
  @UseInterceptors(UPLOAD)
  @UseFilters(ExportTooLarge)
  upload(
    @CurrentUser() user: User,
    @Query() query: ExportQueryDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<LinkedInExportPreview | LinkedInExportImportResponse> {
    if (!file?.buffer?.length) throw new DomainError('LINKEDIN_EXPORT_MISSING');
    const overwrite = query.overwrite === 'true';
    return query.mode === 'import'
      ? this.importExport.execute(user.id, file.buffer, overwrite)
      : this.preview.execute(user.id, file.buffer, overwrite);
  }
}
