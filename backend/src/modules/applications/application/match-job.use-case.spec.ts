import { anAccount } from '../../../shared/testing/resume-fixtures';
import { BACKEND_EN, DATA_EN } from '../domain/testing/postings';
import { MatchJob } from './match-job.use-case';
import { FakeResumeToMatch } from './testing/in-memory-ports';

describe('MatchJob', () => {
  it('matches the posting with the person’s own master resume, storing nothing', async () => {
    const resume = new FakeResumeToMatch();
    const result = await new MatchJob(resume).execute(anAccount(), { posting: BACKEND_EN });
    expect(resume.asked).toEqual(['u1']);
    expect(result).toMatchObject({ language: 'en', languageDetected: true, score: 74 });
    expect(result.suggestedTags.map((s) => s.tag)).toEqual(['Go', 'Backend', 'Infrastructure']);
  });

  it('takes the language the request names instead of detecting it', async () => {
    const result = await new MatchJob(new FakeResumeToMatch()).execute(anAccount(), {
      posting: DATA_EN,
      language: 'de',
    });
    expect(result).toMatchObject({ language: 'de', languageDetected: false });
  });

  it('lets other requests run between its steps', async () => {
    let otherRan = false;
    setImmediate(() => (otherRan = true));
    await new MatchJob(new FakeResumeToMatch()).execute(anAccount(), { posting: BACKEND_EN });
    expect(otherRan).toBe(true);
  });
});
