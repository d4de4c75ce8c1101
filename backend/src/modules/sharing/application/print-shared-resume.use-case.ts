import { Injectable } from '@nestjs/common';
import type { SharedResumeResponse } from '@resume/contracts';
import { SharedResumePdf } from './ports/shared-resume-pdf';

/**
 * The PDF a link's visitor downloads (allowPdfDownload): the shared resume as the page shows it, A4, titled with the
 * owner's name. Access is for the caller to have checked with OpenSharedResume, the count with RecordShareDownload.
 */
@Injectable()
export class PrintSharedResume {
  constructor(private readonly pdf: SharedResumePdf) {}

  execute(shared: SharedResumeResponse): Promise<Buffer> {
    const name = shared.user.name?.trim() || shared.user.username;
    return this.pdf.print({
      data: shared,
      filter: shared.filter ?? null,
      template: shared.template ?? null,
      paperSize: 'A4',
      title: `${name} — Resume`,
      author: name,
    });
  }
}
