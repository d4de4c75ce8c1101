import { Injectable } from '@nestjs/common';
import { choosePaperSize, resumeDocumentTitle, resumeLanguageOf } from '@resume/contracts';
import type { CompleteResume, Filter, PaperSize, PreviewPdfRequest, Template, User } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { mayExport } from '../domain/pdf-export';
import { applyDraft } from '../domain/resume-draft';
import { ExportSources } from './ports/export-sources';
import { ResumeHtml } from './ports/resume-html';
import { PrintResumePdf } from './print-resume-pdf.use-case';

/** Stands for an unsaved template in the plan rule (no free preset has this id). */
const UNSAVED = 'unsaved';

export interface PreviewedPdf {
  bytes: Buffer;
  paperSize: PaperSize;
  /** The page margin in inches (the page outlines the preview draws). */
  marginIn: number;
  /** The top and bottom margin in inches of the pages after the first. */
  laterMarginIn: number;
}

/**
 * POST /api/pdf-preview (docs/decisions/0045-live-preview.md): the owner's resume printed exactly as an export
 * would print it (same sources, rules, renderer, queue and printer), with the draft being typed laid over it.
 * Nothing is saved. A filter and a draft are not combined (the filter decides which items show; a typed item may
 * not carry its tags yet), so a request with both is refused.
 */
@Injectable()
export class PreviewPdf {
  constructor(
    private readonly sources: ExportSources,
    private readonly html: ResumeHtml,
    private readonly printResumePdf: PrintResumePdf,
  ) {}

  async execute(user: User, request: PreviewPdfRequest, languages: readonly string[] = []): Promise<PreviewedPdf> {
    const filterId = request.filterId ?? null;
    const { templateId, draft } = request;
    if (filterId !== null && draft) throw new DomainError('PREVIEW_FILTER_WITH_DRAFT');
    // An unsaved template is a custom template: a paid feature, whatever id is sent beside it.
    if (!mayExport(user, filterId, request.template ? UNSAVED : templateId)) throw new DomainError('PREMIUM_REQUIRED');

    let data: CompleteResume;
    let filter: Filter | null = null;
    if (filterId !== null) {
      const { filter: found, ...rest } = await this.sources.filteredResume(user, filterId);
      data = rest;
      filter = found;
    } else {
      data = applyDraft(await this.sources.completeResume(user), draft);
    }

    let template: Template | null = null;
    if (request.template) {
      template = this.sources.unsavedTemplate(user.id, request.template);
    } else if (templateId !== null) {
      template = await this.sources.template(user.id, templateId);
      if (!template) throw new DomainError('NOT_FOUND');
    }

    const paperSize = choosePaperSize({
      requested: request.paperSize,
      template,
      location: data.user.location,
      languages,
    });
    const name = data.user.name?.trim() || data.user.username || 'Resume';
    const bytes = await this.printResumePdf.execute({
      data,
      filter,
      template,
      paperSize,
      title: resumeDocumentTitle(name, resumeLanguageOf(data.resume, filter)),
      author: name,
    });
    return {
      bytes,
      paperSize,
      marginIn: this.html.pageMarginIn({ data, filter, template }),
      laterMarginIn: this.html.laterPageMarginIn({ data, filter, template }),
    };
  }
}
