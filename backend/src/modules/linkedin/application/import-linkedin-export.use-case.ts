import { Injectable } from '@nestjs/common';
import { RESUME_SECTIONS } from '@resume/contracts';
import type { LinkedInExportImportResponse, ResumeSection } from '@resume/contracts';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { LinkedInExportImport } from './linkedin-export-import';

/**
 * POST /api/import-linkedin-export?mode=import: the preview's additions and profile fills, compared with the resume
 * inside the transaction that writes them, so an import never adds what is already there (a second import adds
 * nothing) and a failure leaves the resume as it was.
 */
@Injectable()
export class ImportLinkedInExport {
  constructor(
    private readonly exportImport: LinkedInExportImport,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: string, zip: Buffer, overwrite: boolean): Promise<LinkedInExportImportResponse> {
    const content = await this.exportImport.open(zip);
    const { plan, added } = await this.transaction.run(async () => {
      const plan = await this.exportImport.plan(userId, content, overwrite);
      return { plan, added: await this.exportImport.write(userId, plan) };
    });
    const { preview } = plan;
    const count = (f: (s: ResumeSection) => number) =>
      Object.fromEntries(RESUME_SECTIONS.map((s) => [s, f(s)])) as Record<ResumeSection, number>;
    return {
      mode: 'import',
      success: true,
      filesFound: preview.filesFound,
      profile: preview.profile,
      added,
      alreadyThere: count((s) => preview.sections[s].alreadyThere.length),
      skipped: RESUME_SECTIONS.flatMap((s) => preview.sections[s].skipped),
      truncated: preview.truncated,
    };
  }
}
