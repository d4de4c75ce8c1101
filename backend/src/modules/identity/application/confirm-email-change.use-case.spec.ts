import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { newAccount } from '../domain/user';
import { ConfirmEmailChange } from './confirm-email-change.use-case';
import {
  anEmailChange,
  aSession,
  InMemoryEmailChanges,
  InMemorySessions,
  InMemoryUsers,
  SnapshotTransaction,
} from './testing/in-memory-ports';

describe('ConfirmEmailChange', () => {
  const setup = async () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'ada@example.com', 'ada', new Date(0)));
    users.rows.set('u2', newAccount('u2', 'bob@example.com', 'bob', new Date(0)));
    const changes = new InMemoryEmailChanges();
    const sessions = new InMemorySessions();
    const mail = new RecordingMail();
    const clock = new AdjustableClock();
    const now = clock.now();
    for (const s of [aSession('u1', 'here', now), aSession('u1', 'phone', now), aSession('u2', 'bobs', now)])
      await sessions.create(s);
    await changes.replacePending(anEmailChange(now, { newEmail: 'ada.new@example.com' }));
    const useCase = new ConfirmEmailChange(changes, users, sessions, new SnapshotTransaction(users), mail, clock);
    return { users, changes, sessions, mail, clock, useCase };
  };

  it('changes the address, ends the account’s other sessions and tells the old address (masked)', async () => {
    const { useCase, users, sessions, mail } = await setup();
    expect((await useCase.execute('u1', 'secret', 'here')).email).toBe('ada.new@example.com');
    expect(users.rows.get('u1')?.email).toBe('ada.new@example.com');
    expect([...sessions.rows.values()].map((s) => s.id).sort()).toEqual(['s-bobs', 's-here']);
    expect(mail.sent.map((m) => m.to)).toEqual(['ada@example.com']);
    // The old mailbox may no longer be the person's: the new address only masked.
    expect(mail.sent[0].text).toContain('a***@example.com');
    expect(mail.sent[0].text).not.toContain('ada.new@');
  });

  it('answers EMAIL_CHANGE_INVALID for another account, a used link and an expired one', async () => {
    const { useCase, users, clock } = await setup();
    await expect(useCase.execute('u2', 'secret', 'bobs')).rejects.toMatchObject({ code: 'EMAIL_CHANGE_INVALID' });
    await expect(useCase.execute('u1', 'wrong', 'here')).rejects.toMatchObject({ code: 'EMAIL_CHANGE_INVALID' });
    clock.advance(60_001);
    await expect(useCase.execute('u1', 'secret', 'here')).rejects.toMatchObject({ code: 'EMAIL_CHANGE_INVALID' });
    expect(users.rows.get('u1')?.email).toBe('ada@example.com');
  });

  it('answers EMAIL_TAKEN when another account took the address meanwhile, changing nothing', async () => {
    const { useCase, users, sessions, mail } = await setup();
    users.rows.set('u3', newAccount('u3', 'ada.new@example.com', 'ada2', new Date(0)));
    await expect(useCase.execute('u1', 'secret', 'here')).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(users.rows.get('u1')?.email).toBe('ada@example.com');
    expect(sessions.rows.size).toBe(3);
    expect(mail.sent).toHaveLength(0);
  });
});
