import { Injectable } from '@nestjs/common';
import { choosePaperSize, resumeDocumentTitle, resumeLanguageOf } from '@resume/contracts';
import type { SharedResumeResponse } from '@resume/contracts';
import { SharedResumePdf } from './ports/shared-resume-pdf';

/**
 * The PDF a link's visitor downloads (allowPdfDownload): the shared resume as the page shows it, on the template's
 * paper, else Letter when the owner's shown location or the visitor's language is in the US or Canada, else A4
 * (choosePaperSize), titled with the owner's name. Access is for the caller to have checked with OpenSharedResume, the count with RecordShareDownload.
 */
@Injectable()
export class PrintSharedResume {
  constructor(private readonly pdf: SharedResumePdf) {}

  /** `languages`: the visitor's, most preferred first (Accept-Language). */
  execute(shared: SharedResumeResponse, languages: readonly string[] = []): Promise<Buffer> {
    const name = shared.user.name?.trim() || shared.user.username;
    return this.pdf.print({
      data: shared,
      filter: shared.filter ?? null,
      template: shared.template ?? null,
      paperSize: choosePaperSize({ template: shared.template, location: shared.user.location, languages }),
      title: resumeDocumentTitle(name, resumeLanguageOf(shared.resume, shared.filter)),
      author: name,
    });
  }
}
