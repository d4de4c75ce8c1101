import { tailorItems } from '@resume/contracts';
import type { CompleteResume, Filter, SaveTemplateRequest, Template, User } from '@resume/contracts';
import { DomainError } from '../../../../shared/domain/domain-error';
import { aCompleteResume, aTemplate } from '../../../../shared/testing/resume-fixtures';
import type { PdfJob, PdfRenderInput } from '../../domain/pdf-export';
import { ExportSources } from '../ports/export-sources';
import { ImageFetcher } from '../ports/image-fetcher';
import { PdfPrinter, PrintOptions } from '../ports/pdf-printer';
import { PdfQueue } from '../ports/pdf-queue';
import { ResumeHtml } from '../ports/resume-html';

/** In-memory fakes of the pdf module's ports, for use-case unit tests. */

/** u1's resume, filter f1 ('math') and template t1; presets are any id starting 'preset-'. */
export class FakeExportSources extends ExportSources {
  readonly filters = new Map<string, Filter>([['f1', { id: 'f1', name: 'Math jobs', tags: ['math'] }]]);
  readonly templates = new Map<string, Template>([['t1', aTemplate('t1')]]);
  resume: CompleteResume | null = null;
  async completeResume(user: User) {
    return this.resume ?? aCompleteResume(user);
  }
  async filteredResume(user: User, filterId: string) {
    const filter = user.id === 'u1' ? this.filters.get(filterId) : undefined;
    if (!filter) throw new DomainError('RESUME_NOT_FOUND');
    const complete = await this.completeResume(user);
    return { ...complete, experiences: tailorItems(complete.experiences, filter.tags), filter };
  }
  async template(userId: string, templateId: string) {
    if (templateId.startsWith('preset-')) return aTemplate(templateId, { userId: -1 });
    const found = this.templates.get(templateId);
    return found && found.userId === userId ? found : null;
  }
  unsavedTemplate(userId: string, input: SaveTemplateRequest): Template {
    return aTemplate('unsaved', { ...input, userId } as Partial<Template>);
  }
}

/** Prints at once, or fails with the message it is given (as the queues reject). */
export class FakePdfQueue extends PdfQueue {
  readonly jobs: PdfJob[] = [];
  /** What the next submits fail with: a PdfFailure, as the queues fail, or any other error (Redis gone mid-wait). */
  failWith: Error | null = null;
  async submit(job: PdfJob) {
    if (this.failWith) throw this.failWith;
    this.jobs.push(job);
    return Buffer.from(`%PDF ${job.id}`);
  }
  async stats() {
    return {
      waiting: 0,
      active: 0,
      completed: this.jobs.length,
      failed: 0,
      delayed: 0,
      durationsMs: { p50: null, p95: null, count: 0 },
    };
  }
}

/** The document as JSON of what it was given (so a test reads which images and styles reached it). */
export class FakeResumeHtml extends ResumeHtml {
  render(input: PdfRenderInput, images: ReadonlyMap<string, string>) {
    return JSON.stringify({ template: input.template, filter: input.filter, images: [...images.keys()] });
  }
  pageMarginIn(input: Pick<PdfRenderInput, 'template'>) {
    return Number(input.template?.pageMargin ?? 0.5);
  }
  laterPageMarginIn(input: Pick<PdfRenderInput, 'template'>) {
    return this.pageMarginIn(input) + 0.25;
  }
}

/** Images under https://img.example.com/ok/ are fetched; any other address is refused. */
export class FakeImageFetcher extends ImageFetcher {
  async fetchAsDataUrl(url: string) {
    if (!url.startsWith('https://img.example.com/ok/')) throw new Error(`refused: ${url}`);
    return `data:image/png;base64,${Buffer.from(url).toString('base64')}`;
  }
}

export class RecordingPrinter extends PdfPrinter {
  readonly printed: { html: string; options: PrintOptions }[] = [];
  async print(html: string, options: PrintOptions) {
    this.printed.push({ html, options });
    return Buffer.from('%PDF');
  }
  async available() {
    return true;
  }
}
