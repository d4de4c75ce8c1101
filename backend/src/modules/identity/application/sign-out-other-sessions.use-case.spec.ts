import { SignOutOtherSessions } from './sign-out-other-sessions.use-case';
import { aSession, InMemorySessions } from './testing/in-memory-ports';

describe('SignOutOtherSessions', () => {
  it('ends every session of the account but the one asking, and no other account’s', async () => {
    const sessions = new InMemorySessions();
    for (const s of [
      aSession('u1', 'here', new Date()),
      aSession('u1', 'phone', new Date()),
      aSession('u2', 'bob', new Date()),
    ])
      await sessions.create(s);
    expect(await new SignOutOtherSessions(sessions).execute('u1', 'here')).toBe(1);
    expect([...sessions.rows.values()].map((s) => s.id).sort()).toEqual(['s-bob', 's-here']);
  });
});
