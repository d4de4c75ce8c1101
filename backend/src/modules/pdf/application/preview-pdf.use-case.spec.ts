import { anAccount } from '../../../shared/testing/resume-fixtures';
import { PreviewPdf } from './preview-pdf.use-case';
import { PrintResumePdf } from './print-resume-pdf.use-case';
import { FakeExportSources, FakePdfQueue, FakeResumeHtml } from './testing/in-memory-ports';

describe('PreviewPdf', () => {
  const setup = () => {
    const queue = new FakePdfQueue();
    return { queue, useCase: new PreviewPdf(new FakeExportSources(), new FakeResumeHtml(), new PrintResumePdf(queue)) };
  };
  const free = anAccount({ plan: 'free', subscriptionStatus: null });

  it('prints the draft laid over the saved resume, with the page margins, saving nothing', async () => {
    const { useCase, queue } = setup();
    const preview = await useCase.execute(anAccount(), {
      templateId: 't1',
      draft: { user: { name: 'Ada Lovelace' }, resume: { summary: 'Typed' } },
    });
    expect(preview).toMatchObject({ paperSize: 'A4', marginIn: 0.25, laterMarginIn: 0.5 });
    expect(queue.jobs[0].input.data.user.name).toBe('Ada Lovelace');
    expect(queue.jobs[0].input.data.resume.summary).toBe('Typed');
    expect(queue.jobs[0].input.author).toBe('Ada Lovelace');
  });

  it('refuses a filter with a draft (PREVIEW_FILTER_WITH_DRAFT)', async () => {
    const { useCase, queue } = setup();
    await expect(
      useCase.execute(anAccount(), { filterId: 'f1', templateId: null, draft: { resume: { summary: 'x' } } }),
    ).rejects.toMatchObject({ code: 'PREVIEW_FILTER_WITH_DRAFT' });
    expect(queue.jobs).toHaveLength(0);
  });

  it('treats an unsaved template as a paid feature, whatever id is sent beside it (PREMIUM_REQUIRED)', async () => {
    const { useCase } = setup();
    const template = { primaryColor: '#111111' } as Parameters<PreviewPdf['execute']>[1]['template'];
    await expect(useCase.execute(free, { templateId: 'preset-traditional', template })).rejects.toMatchObject({
      code: 'PREMIUM_REQUIRED',
    });
    await expect(useCase.execute(free, { templateId: null })).resolves.toBeDefined();
  });

  it('prints the unsaved template instead of the saved one, and answers NOT_FOUND for a template not theirs', async () => {
    const { useCase, queue } = setup();
    const template = { pageMargin: '1' } as Parameters<PreviewPdf['execute']>[1]['template'];
    const preview = await useCase.execute(anAccount(), { templateId: 't1', template });
    expect(preview.marginIn).toBe(1);
    expect(queue.jobs[0].input.template?.id).toBe('unsaved');
    await expect(useCase.execute(anAccount(), { templateId: 't9' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('previews a filtered resume with the filter’s items only', async () => {
    const { useCase, queue } = setup();
    await useCase.execute(anAccount(), { filterId: 'f1', templateId: null });
    expect(queue.jobs[0].input.data.experiences.map((e) => e.id)).toEqual(['e1']);
  });
});
