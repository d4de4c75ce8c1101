import { SignOut } from './sign-out.use-case';
import { aSession, InMemorySessions } from './testing/in-memory-ports';

describe('SignOut', () => {
  it('ends the session of the cookie only; no cookie ends nothing', async () => {
    const sessions = new InMemorySessions();
    await sessions.create(aSession('u1', 'here', new Date()));
    await sessions.create(aSession('u1', 'phone', new Date()));
    const signOut = new SignOut(sessions);
    await signOut.execute(undefined);
    expect(sessions.rows.size).toBe(2);
    await signOut.execute('here');
    expect([...sessions.rows.values()].map((s) => s.id)).toEqual(['s-phone']);
  });
});
