import { aCompleteResume } from '../../../shared/testing/resume-fixtures';
import { PdfFailure, type PdfFailureCode } from '../domain/pdf-failure';
import { PrintResumePdf } from './print-resume-pdf.use-case';
import { FakePdfQueue } from './testing/in-memory-ports';

describe('PrintResumePdf', () => {
  const input = {
    data: aCompleteResume(),
    filter: null,
    template: null,
    paperSize: 'A4' as const,
    title: 'Ada',
    author: 'Ada',
  };

  it('submits one job per input: the same input is the same job id', async () => {
    const queue = new FakePdfQueue();
    const print = new PrintResumePdf(queue);
    await print.execute(input);
    await print.execute(input);
    await print.execute({ ...input, paperSize: 'Letter' });
    expect(queue.jobs[0].id).toBe(queue.jobs[1].id);
    expect(queue.jobs[2].id).not.toBe(queue.jobs[0].id);
  });

  it.each<PdfFailureCode>(['PDF_TIMEOUT', 'PDF_TOO_LONG', 'PDF_UNAVAILABLE'])(
    'answers a %s failure with its own code',
    async (code) => {
      const queue = new FakePdfQueue();
      queue.failWith = new PdfFailure(code);
      await expect(new PrintResumePdf(queue).execute(input)).rejects.toMatchObject({ code });
    },
  );

  it('answers any other failure as PDF_FAILED, without its message', async () => {
    const queue = new FakePdfQueue();
    queue.failWith = new Error('connect ECONNREFUSED 10.0.0.5:6379');
    const error = await new PrintResumePdf(queue).execute(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PDF_FAILED' });
    expect((error as Error).message).not.toContain('ECONNREFUSED');
  });
});
