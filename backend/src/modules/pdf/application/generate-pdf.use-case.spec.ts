import { anAccount } from '../../../shared/testing/resume-fixtures';
import { GeneratePdf } from './generate-pdf.use-case';
import { PrintResumePdf } from './print-resume-pdf.use-case';
import { FakeExportSources, FakePdfQueue } from './testing/in-memory-ports';

describe('GeneratePdf', () => {
  const setup = () => {
    const sources = new FakeExportSources();
    const queue = new FakePdfQueue();
    return { sources, queue, useCase: new GeneratePdf(sources, new PrintResumePdf(queue)) };
  };
  const free = anAccount({ plan: 'free', subscriptionStatus: null });
  const request = (fields = {}) => ({ resumeId: 'r-u1', filterId: null, templateId: null, ...fields });

  it('prints the owner’s resume tailored by their filter on their template, named resume-{id}.pdf', async () => {
    const { useCase, queue } = setup();
    const pdf = await useCase.execute(anAccount(), request({ filterId: 'f1', templateId: 't1' }));
    expect(pdf.fileName).toBe('resume-r-u1.pdf');
    expect(pdf.bytes.toString()).toContain('%PDF');
    const { input } = queue.jobs[0];
    expect(input.data.experiences.map((e) => e.id)).toEqual(['e1']);
    expect(input).toMatchObject({ filter: { id: 'f1' }, template: { id: 't1' }, author: 'Ada' });
    expect(input.title).toContain('Ada');
  });

  it('lets the free plan export the whole resume on no template or the standard preset only (PREMIUM_REQUIRED)', async () => {
    const { useCase, queue } = setup();
    await useCase.execute(free, request());
    await useCase.execute(free, request({ templateId: 'preset-traditional' }));
    await expect(useCase.execute(free, request({ filterId: 'f1' }))).rejects.toMatchObject({
      code: 'PREMIUM_REQUIRED',
    });
    await expect(useCase.execute(free, request({ templateId: 't1' }))).rejects.toMatchObject({
      code: 'PREMIUM_REQUIRED',
    });
    await expect(
      useCase.execute({ ...anAccount(), subscriptionStatus: 'past_due' }, request({ templateId: 't1' })),
    ).rejects.toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect(queue.jobs).toHaveLength(2);
  });

  it('answers RESUME_NOT_FOUND for another resume id and NOT_FOUND for another user’s template', async () => {
    const { useCase, sources, queue } = setup();
    sources.templates.set('t9', { ...sources.templates.get('t1')!, id: 't9', userId: 'u2' });
    await expect(useCase.execute(anAccount(), request({ resumeId: 'r-u2' }))).rejects.toMatchObject({
      code: 'RESUME_NOT_FOUND',
    });
    await expect(useCase.execute(anAccount(), request({ templateId: 't9' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(queue.jobs).toHaveLength(0);
  });

  it('prints on the requested paper, else by the person’s location or language', async () => {
    const { useCase, queue } = setup();
    await useCase.execute(anAccount(), request({ paperSize: 'Letter' }));
    await useCase.execute(anAccount({ location: null }), request(), ['en-US']);
    await useCase.execute(anAccount({ location: null }), request(), ['fr-FR']);
    expect(queue.jobs.map((j) => j.input.paperSize)).toEqual(['Letter', 'Letter', 'A4']);
  });

  it('titles a nameless resume with the username', async () => {
    const { useCase, queue } = setup();
    await useCase.execute(anAccount({ name: null }), request());
    expect(queue.jobs[0].input.author).toBe('ada');
  });
});
