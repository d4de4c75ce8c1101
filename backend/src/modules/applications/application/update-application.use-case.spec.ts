import { APPLICATION_LIMITS } from '@resume/contracts';
import { BACKEND_EN } from '../domain/testing/postings';
import { UpdateApplication } from './update-application.use-case';
import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

async function world() {
  const w = applicationsWorld();
  const update = new UpdateApplication(w.applications, w.get, w.clock, w.transaction);
  const { application } = await w.create.execute(personA, { company: 'PayCo', role: 'Engineer', posting: BACKEND_EN });
  return { ...w, update, id: application.id, match: application.match };
}

describe('UpdateApplication', () => {
  it('moves the status, stamps the change, dates the first move to applied, and keeps the match', async () => {
    const w = await world();
    w.clock.advance(60_000);
    const { application } = await w.update.execute(personA.id, w.id, { status: 'applied' });
    expect(application.status).toBe('applied');
    expect(application.appliedOn).toBe(w.clock.now().toISOString().slice(0, 10));
    expect(application.statusChangedAt.getTime()).toBeGreaterThan(application.createdAt.getTime());
    expect(application.history.map((h) => h.status)).toEqual(['saved', 'applied']);
    expect(application.match).toEqual(w.match);
  });

  it('keeps an applied date the person set, and the same status twice changes nothing', async () => {
    const w = await world();
    await w.update.execute(personA.id, w.id, { appliedOn: '2026-11-01' });
    await w.update.execute(personA.id, w.id, { status: 'applied' });
    const { application } = await w.update.execute(personA.id, w.id, { status: 'applied' });
    expect(application.appliedOn).toBe('2026-11-01');
    expect(application.history.map((h) => h.status)).toEqual(['saved', 'applied']);
  });

  it('edits the fields sent and clears those sent as null', async () => {
    const w = await world();
    await w.update.execute(personA.id, w.id, { notes: 'Call back Monday', postingUrl: 'https://jobs.example/1' });
    const { application } = await w.update.execute(personA.id, w.id, { role: 'Staff Engineer', notes: null });
    expect(application).toMatchObject({
      role: 'Staff Engineer',
      company: 'PayCo',
      notes: null,
      postingUrl: 'https://jobs.example/1',
    });
  });

  it(`keeps at most ${APPLICATION_LIMITS.historyMaxEntries} status changes`, async () => {
    const w = await world();
    for (let i = 0; i < APPLICATION_LIMITS.historyMaxEntries + 5; i += 1)
      await w.update.execute(personA.id, w.id, { status: i % 2 ? 'interviewing' : 'offer' });
    const { application } = await w.get.execute(personA.id, w.id);
    expect(application.history).toHaveLength(APPLICATION_LIMITS.historyMaxEntries);
  });

  it("answers APPLICATION_NOT_FOUND for another person's application and leaves it as it was", async () => {
    const w = await world();
    const before = structuredClone(w.applications.rows);
    await expect(w.update.execute(personB.id, w.id, { status: 'rejected' })).rejects.toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
    expect(w.applications.rows).toEqual(before);
  });
});
