import { Injectable } from '@nestjs/common';
import type { DevImportLinkedInResponse, User } from '@resume/contracts';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { readExportContent } from '../domain/export-content';
import { SAMPLE_EXPORT } from '../domain/sample-member';
import { LinkedInExportImport } from './linkedin-export-import';
import { SyncLinkedInProfile } from './sync-linkedin-profile.use-case';

/**
 * POST /api/dev-import-linkedin (development simulation only): the simulated member's name, headline and address
 * as a sync fills them, then the sample positions, education and skills through the export import's rules (empty
 * fields only, nothing twice), in one transaction.
 */
@Injectable()
export class DevImportLinkedIn {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly sync: SyncLinkedInProfile,
    private readonly exportImport: LinkedInExportImport,
  ) {}

  async execute(user: User): Promise<DevImportLinkedInResponse> {
    if (!user.linkedinId) throw new DomainError('LINKEDIN_NOT_CONNECTED');
    return this.transaction.run(async () => {
      const synced = await this.sync.execute(user, false);
      const plan = await this.exportImport.plan(user.id, await readExportContent(SAMPLE_EXPORT), false);
      const added = await this.exportImport.write(user.id, plan);
      return { ...synced, added };
    });
  }
}
