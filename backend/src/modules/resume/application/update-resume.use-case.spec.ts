import { UpdateResume } from './update-resume.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('UpdateResume', () => {
  it('changes the fields sent, keeps the others and marks the resume updated', async () => {
    const { changes, resumes } = resumeFakes();
    const update = new UpdateResume(changes);
    await update.execute('u1', { summary: 'Hello', theme: 'green' } as never);
    const updated = await update.execute('u1', { summary: undefined, font: 'Lato' } as never);
    expect(updated).toMatchObject({ summary: 'Hello', theme: 'green', font: 'Lato' });
    expect(resumes.rows[0].lastUpdated.getTime()).toBeGreaterThan(0);
    await expect(update.execute('u2', { summary: 'x' })).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });
});
