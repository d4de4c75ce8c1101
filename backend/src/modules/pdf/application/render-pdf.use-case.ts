import { Injectable, Logger } from '@nestjs/common';
import type { Filter, Template } from '@resume/contracts';
import type { PdfRenderInput } from '../domain/pdf-export';
import { ImageFetcher } from './ports/image-fetcher';
import { PdfPrinter } from './ports/pdf-printer';
import { ResumeHtml } from './ports/resume-html';

type Styled = Pick<Template | Filter, 'logoImage' | 'headerImage'>;

/**
 * The worker's side of an export: fetch the style's images through the safe fetcher (a refused or failing image is
 * left out, the PDF still renders), build the document with the one renderer, print it (or its preview card's PNG).
 */
@Injectable()
export class RenderPdf {
  private readonly logger = new Logger(RenderPdf.name);

  constructor(
    private readonly images: ImageFetcher,
    private readonly html: ResumeHtml,
    private readonly printer: PdfPrinter,
  ) {}

  async execute(input: PdfRenderInput): Promise<Buffer> {
    const images = new Map<string, string>();
    const withImages = async <T extends Styled>(source: T | null): Promise<T | null> => {
      if (!source) return null;
      const copy = { ...source };
      for (const field of ['logoImage', 'headerImage'] as const) {
        const url = copy[field];
        if (!url) continue;
        try {
          images.set(url, await this.images.fetchAsDataUrl(url));
        } catch (error) {
          this.logger.warn(`${field} left out: ${(error as Error).message}`);
          copy[field] = null;
        }
      }
      return copy;
    };
    // The template's style wins over the filter's (resolveStyle): only that one's images are shown.
    const template = await withImages(input.template);
    const filter = template ? input.filter : await withImages(input.filter);
    const document = this.html.render({ ...input, template, filter }, images);
    if (input.output === 'card') return this.printer.printCard(document);
    return this.printer.print(document, {
      paperSize: input.paperSize,
      title: input.title,
      author: input.author,
      // Not the filter's name: that is the person's own label for an application, not meant for the reader.
      subject: input.data.user.title?.trim() || null,
      keywords: input.filter?.tags ?? [],
    });
  }
}
