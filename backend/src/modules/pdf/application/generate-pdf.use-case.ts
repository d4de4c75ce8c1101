import { Injectable } from '@nestjs/common';
import { choosePaperSize, resumeDocumentTitle, resumeLanguageOf, pdfFileName } from '@resume/contracts';
import type { CompleteResume, Filter, GeneratePdfRequest, Template, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { mayExport } from '../domain/pdf-export';
import { ExportSources } from './ports/export-sources';
import { PrintResumePdf } from './print-resume-pdf.use-case';

export interface GeneratedPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * POST /api/generate-pdf: the owner's resume (tailored by their filter, styled by their template or a preset)
 * queued as a PDF job; answers when a worker printed it. Paper: the request's, else the template's, else by the
 * person's location or language (choosePaperSize). Free plan: no filter, no template or the standard preset.
 */
@Injectable()
export class GeneratePdf {
  constructor(
    private readonly sources: ExportSources,
    private readonly printResumePdf: PrintResumePdf,
  ) {}

  /** `languages`: the person's browser languages, most preferred first (Accept-Language). */
  async execute(user: User, request: GeneratePdfRequest, languages: readonly string[] = []): Promise<GeneratedPdf> {
    const { resumeId, filterId, templateId } = request;
    if (!mayExport(user, filterId, templateId)) throw new DomainError('PREMIUM_REQUIRED');

    let data: CompleteResume;
    let filter: Filter | null = null;
    if (filterId !== null) {
      const { filter: found, ...rest } = await this.sources.filteredResume(user, filterId);
      data = rest;
      filter = found;
    } else {
      data = await this.sources.completeResume(user);
    }
    // One resume per user: another id is someone else's (or nobody's).
    if (data.resume.id !== resumeId) throw new DomainError('RESUME_NOT_FOUND');

    let template: Template | null = null;
    if (templateId !== null) {
      template = await this.sources.template(user.id, templateId);
      if (!template) throw new DomainError('NOT_FOUND');
    }

    const name = data.user.name?.trim() || data.user.username || 'Resume';
    const bytes = await this.printResumePdf.execute({
      data,
      filter,
      template,
      paperSize: choosePaperSize({ requested: request.paperSize, template, location: data.user.location, languages }),
      title: resumeDocumentTitle(name, resumeLanguageOf(data.resume, filter)),
      author: name,
    });
    return { fileName: pdfFileName(resumeId), bytes };
  }
}
