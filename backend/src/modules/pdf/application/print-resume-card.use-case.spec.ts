import type { PdfJob } from '../domain/pdf-export';
import { PdfFailure } from '../domain/pdf-failure';
import { PdfPrinter } from './ports/pdf-printer';
import { PdfQueue, QueueStats } from './ports/pdf-queue';
import { PrintResumeCard, PrintsHere } from './print-resume-card.use-case';
import { PrintResumePdf } from './print-resume-pdf.use-case';

/** A queue that answers each job with its output kind, and remembers the jobs. */
class RecordingQueue extends PdfQueue {
  readonly jobs: PdfJob[] = [];
  failWith?: Error;
  async submit(job: PdfJob): Promise<Buffer> {
    this.jobs.push(job);
    if (this.failWith) throw this.failWith;
    return Buffer.from(job.input.output ?? 'pdf');
  }
  async stats(): Promise<QueueStats> {
    return {
      waiting: 0,
      active: 0,
      completed: 0,
      failed: 0,
      delayed: 0,
      durationsMs: { p50: null, p95: null, count: 0 },
    };
  }
}

class SwitchPrinter extends PdfPrinter {
  up = true;
  async print(): Promise<Buffer> {
    return Buffer.from('pdf');
  }
  async printCard(): Promise<Buffer> {
    return Buffer.from('card');
  }
  async available(): Promise<boolean> {
    return this.up;
  }
}

const input = {
  data: { user: { name: 'Dorothy Vaughan' } } as never,
  filter: null,
  template: null,
  paperSize: 'A4' as const,
  title: 'Dorothy Vaughan — Resume',
  author: 'Dorothy Vaughan',
};

function setup(printsHere = true) {
  const queue = new RecordingQueue();
  const printer = new SwitchPrinter();
  return { queue, printer, card: new PrintResumeCard(new PrintResumePdf(queue), printer, new PrintsHere(printsHere)) };
}

describe('PrintResumeCard', () => {
  it("goes through the print queue as a card job, a job of its own beside the same resume's PDF", async () => {
    const { queue, card } = setup();
    expect((await card.execute(input)).toString()).toBe('card');
    await new PrintResumePdf(queue).execute(input);
    expect(queue.jobs.map((j) => j.input.output)).toEqual(['card', undefined]);
    expect(queue.jobs[0].id).not.toBe(queue.jobs[1].id);
  });

  it("fails with the queue's failures, and anything else as PDF_FAILED", async () => {
    const { queue, card } = setup();
    queue.failWith = new PdfFailure('PDF_UNAVAILABLE');
    await expect(card.execute(input)).rejects.toMatchObject({ code: 'PDF_UNAVAILABLE' });
    queue.failWith = new Error('boom');
    await expect(card.execute(input)).rejects.toMatchObject({ code: 'PDF_FAILED' });
  });

  it("is available as this process's Chromium when it prints here, else left to the worker (yes)", async () => {
    const here = setup(true);
    here.printer.up = false;
    expect(await here.card.available()).toBe(false);
    const elsewhere = setup(false);
    elsewhere.printer.up = false;
    expect(await elsewhere.card.available()).toBe(true);
  });
});
