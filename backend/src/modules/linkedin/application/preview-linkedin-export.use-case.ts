import { Injectable } from '@nestjs/common';
import type { LinkedInExportPreview } from '@resume/contracts';
import { LinkedInExportImport } from './linkedin-export-import';

/** POST /api/import-linkedin-export?mode=preview: what an import would add, find already there, and skip. Writes nothing. */
@Injectable()
export class PreviewLinkedInExport {
  constructor(private readonly exportImport: LinkedInExportImport) {}

  async execute(userId: string, zip: Buffer, overwrite: boolean): Promise<LinkedInExportPreview> {
    const content = await this.exportImport.open(zip);
    return (await this.exportImport.plan(userId, content, overwrite)).preview;
  }
}
