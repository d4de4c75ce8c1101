import { GetApplication } from './get-application.use-case';
import { applicationsWorld, personA, personB } from './testing/in-memory-ports';

/** The use case under test, on the world's fakes. */
const subject = (w: ReturnType<typeof applicationsWorld>) => new GetApplication(w.applications, w.activity);

describe('GetApplication', () => {
  it('gives the owner their application and anyone else APPLICATION_NOT_FOUND, as for a missing one', async () => {
    const w = applicationsWorld();
    const { application } = await w.create.execute(personA, { company: 'PayCo', role: 'R' });
    expect((await subject(w).execute(personA.id, application.id)).application.company).toBe('PayCo');
    await expect(subject(w).execute(personB.id, application.id)).rejects.toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
    await expect(subject(w).execute(personA.id, 'nope')).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });
});
