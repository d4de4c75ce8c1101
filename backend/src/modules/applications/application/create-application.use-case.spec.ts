import { APPLICATION_LIMITS } from '@resume/contracts';
import { JOB_MATCH_RULES_VERSION } from '../domain/job-match';
import { BACKEND_EN } from '../domain/testing/postings';
import { CreateApplication } from './create-application.use-case';
import { applicationsWorld, personA } from './testing/in-memory-ports';

const base = { company: 'PayCo', role: 'Backend Engineer' };

/** The use case under test, on the world's fakes. */
const subject = (w: ReturnType<typeof applicationsWorld>) =>
  new CreateApplication(w.applications, w.links, w.match, w.clock, w.transaction);

describe('CreateApplication', () => {
  it('keeps the match of the posting with its rules version and sends a frozen link by default', async () => {
    const w = applicationsWorld();
    const { application, link } = await subject(w).execute(personA, { ...base, posting: BACKEND_EN });
    expect(application.match?.rulesVersion).toBe(JOB_MATCH_RULES_VERSION);
    expect(application.match?.score).toEqual(expect.any(Number));
    expect(link.mode).toBe('frozen');
    expect(w.links.links.get(link.id)?.request).toEqual({ filterId: null, mode: 'frozen' });
    expect(application).toMatchObject({ shareLinkId: link.id, status: 'saved', appliedOn: null, posting: BACKEND_EN });
    expect(w.applications.rows).toHaveLength(1);
  });

  it('makes a live link when asked, with the filter and template given, and no match without a posting', async () => {
    const w = applicationsWorld();
    const { application } = await subject(w).execute(personA, {
      ...base,
      mode: 'live',
      filterId: 'f1',
      templateId: 't1',
    });
    expect(application.match).toBeNull();
    expect([...w.links.links.values()][0].request).toEqual({ filterId: 'f1', templateId: 't1', mode: 'live' });
  });

  it('dates an application made as applied on the day and keeps both statuses in its history', async () => {
    const w = applicationsWorld();
    const { application } = await subject(w).execute(personA, { ...base, status: 'applied' });
    expect(application.appliedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(application.history.map((h) => h.status)).toEqual(['saved', 'applied']);
  });

  it(`refuses the ${APPLICATION_LIMITS.perUser + 1}th application with APPLICATION_LIMIT_REACHED and makes no link`, async () => {
    const w = applicationsWorld();
    for (let i = 0; i < APPLICATION_LIMITS.perUser; i += 1) await subject(w).execute(personA, base);
    expect(w.applications.rows).toHaveLength(APPLICATION_LIMITS.perUser);
    const linksBefore = w.links.links.size;
    await expect(subject(w).execute(personA, base)).rejects.toMatchObject({ code: 'APPLICATION_LIMIT_REACHED' });
    expect(w.links.links.size).toBe(linksBefore);
  });

  it('keeps no application when the link is refused', async () => {
    const w = applicationsWorld();
    w.links.refuseWith = 'SHARE_LINK_LIMIT_REACHED';
    await expect(subject(w).execute(personA, base)).rejects.toMatchObject({ code: 'SHARE_LINK_LIMIT_REACHED' });
    expect(w.applications.rows).toEqual([]);
  });
});
