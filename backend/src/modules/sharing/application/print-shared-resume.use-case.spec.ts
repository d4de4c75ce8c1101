import type { SharedResumeResponse } from '@resume/contracts';
import { aCompleteResume, anAccount, aTemplate } from '../../../shared/testing/resume-fixtures';
import { publicResume } from '../domain/public-resume';
import { PrintSharedResume } from './print-shared-resume.use-case';
import { RecordingSharedPdf } from './testing/in-memory-ports';

describe('PrintSharedResume', () => {
  const shared = (user = anAccount()): SharedResumeResponse => publicResume(aCompleteResume(user));

  it('prints the shared resume titled and authored with the owner’s name', async () => {
    const pdf = new RecordingSharedPdf();
    const bytes = await new PrintSharedResume(pdf).execute(shared());
    expect(bytes.toString()).toBe('%PDF-1.7');
    expect(pdf.printed[0]).toMatchObject({ author: 'Ada', filter: null, template: null });
    expect(pdf.printed[0].title).toContain('Ada');
  });

  it('falls back to the username when the owner has no name', async () => {
    const pdf = new RecordingSharedPdf();
    await new PrintSharedResume(pdf).execute(shared(anAccount({ name: '  ' })));
    expect(pdf.printed[0].author).toBe('ada');
  });

  it('prints on Letter for an owner shown in Canada or, with no location, a US visitor; A4 in the UK, on the template’s paper when it has one', async () => {
    const pdf = new RecordingSharedPdf();
    const print = new PrintSharedResume(pdf);
    await print.execute(shared(), ['en-GB']);
    await print.execute(shared(anAccount({ location: null })), ['en-US', 'en']);
    await print.execute(shared(anAccount({ location: 'Toronto, Canada' })));
    await print.execute({ ...shared(), template: aTemplate('t1', { paperSize: 'A4' }) }, ['en-US']);
    expect(pdf.printed.map((p) => p.paperSize)).toEqual(['A4', 'Letter', 'Letter', 'A4']);
  });
});
