import type { PdfRenderInput } from '../../domain/pdf-export';

/** The whole print document (HTML with everything inlined) for one resume. */
export abstract class ResumeHtml {
  /** `images` maps an image address of the style to its data: URL; other images are left out. */
  abstract render(input: PdfRenderInput, images: ReadonlyMap<string, string>): string;
  /** The page margin in inches that `render` gives this resume's pages (the preview's page outlines). */
  abstract pageMarginIn(input: Pick<PdfRenderInput, 'data' | 'filter' | 'template'>): number;
  /** The top and bottom margin in inches of the pages after the first (the running elements widen them). */
  abstract laterPageMarginIn(input: Pick<PdfRenderInput, 'data' | 'filter' | 'template'>): number;
}
