import { aCompleteResume, anAccount, aTemplate } from '../../../shared/testing/resume-fixtures';
import type { PdfRenderInput } from '../domain/pdf-export';
import { RenderPdf } from './render-pdf.use-case';
import { FakeImageFetcher, FakeResumeHtml, RecordingPrinter } from './testing/in-memory-ports';

describe('RenderPdf', () => {
  const setup = () => {
    const printer = new RecordingPrinter();
    return { printer, render: new RenderPdf(new FakeImageFetcher(), new FakeResumeHtml(), printer) };
  };
  const input = (fields: Partial<PdfRenderInput> = {}): PdfRenderInput => ({
    data: aCompleteResume(),
    filter: null,
    template: null,
    paperSize: 'Letter',
    title: 'Ada - Resume',
    author: 'Ada',
    ...fields,
  });
  const doc = (printer: RecordingPrinter) => JSON.parse(printer.printed[0].html);

  it('inlines the template’s images and leaves out a refused one, still printing', async () => {
    const { render, printer } = setup();
    const template = aTemplate('t1', {
      logoImage: 'https://img.example.com/ok/logo.png',
      headerImage: 'http://169.254.169.254/latest',
    });
    expect((await render.execute(input({ template }))).toString()).toBe('%PDF');
    expect(doc(printer).images).toEqual(['https://img.example.com/ok/logo.png']);
    expect(doc(printer).template).toMatchObject({
      logoImage: 'https://img.example.com/ok/logo.png',
      headerImage: null,
    });
  });

  it('fetches the filter’s images only when no template styles the resume', async () => {
    const { render, printer } = setup();
    const filter = { id: 'f1', name: 'Math', tags: ['math', 'data'], logoImage: 'https://img.example.com/ok/f.png' };
    await render.execute(input({ filter }));
    await render.execute(input({ filter, template: aTemplate('t1') }));
    expect(JSON.parse(printer.printed[0].html).images).toEqual(['https://img.example.com/ok/f.png']);
    expect(JSON.parse(printer.printed[1].html).images).toEqual([]);
  });

  it('prints with the paper, title, author, the person’s title as subject and the filter’s tags as keywords', async () => {
    const { render, printer } = setup();
    const filter = { id: 'f1', name: 'Secret application', tags: ['math', 'data'] };
    await render.execute(input({ filter, data: aCompleteResume(anAccount({ title: ' Engineer ' })) }));
    expect(printer.printed[0].options).toEqual({
      paperSize: 'Letter',
      title: 'Ada - Resume',
      author: 'Ada',
      subject: 'Engineer',
      keywords: ['math', 'data'],
    });
    await render.execute(input({ data: aCompleteResume(anAccount({ title: null })) }));
    expect(printer.printed[1].options).toMatchObject({ subject: null, keywords: [] });
  });
});
