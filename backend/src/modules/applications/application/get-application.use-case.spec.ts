import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

describe('GetApplication', () => {
  it('gives the owner their application and anyone else APPLICATION_NOT_FOUND, as for a missing one', async () => {
    const w = applicationsWorld();
    const { application } = await w.create.execute(personA, { company: 'PayCo', role: 'R' });
    expect((await w.get.execute(personA.id, application.id)).application.company).toBe('PayCo');
    await expect(w.get.execute(personB.id, application.id)).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    await expect(w.get.execute(personA.id, 'nope')).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });
});
