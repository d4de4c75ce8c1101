import { ProvisionResume } from './provision-resume.use-case';
import { resumeFakes } from './testing/in-memory-ports';

describe('ProvisionResume', () => {
  it('creates one empty resume per account, in the language the browser asked for', async () => {
    const { resumes } = resumeFakes();
    const provision = new ProvisionResume(resumes);
    await provision.execute('u2', new Date(5), 'de');
    await provision.execute('u2', new Date(6), 'fr');
    const mine = resumes.rows.filter((r) => r.userId === 'u2');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ summary: null, language: 'de', lastUpdated: new Date(5) });
  });
});
