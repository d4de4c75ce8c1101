import { EMAIL_CHANGE } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { newAccount } from '../domain/user';
import { RequestEmailChange } from './request-email-change.use-case';
import { InMemoryEmailChanges, InMemoryUsers } from './testing/in-memory-ports';

describe('RequestEmailChange', () => {
  const setup = () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'ada@example.com', 'ada', new Date(0)));
    users.rows.set('u2', newAccount('u2', 'bob@example.com', 'bob', new Date(0)));
    const changes = new InMemoryEmailChanges();
    const mail = new RecordingMail();
    const clock = new AdjustableClock();
    const config = Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com' });
    return { users, changes, mail, clock, useCase: new RequestEmailChange(changes, users, mail, clock, config) };
  };
  const ada = { id: 'u1', email: 'ada@example.com' };

  it('changes nothing now: mails a confirmation link to the new address and a notice to the current one', async () => {
    const { useCase, users, changes, mail, clock } = setup();
    expect(await useCase.execute(ada, ' Ada.New@Example.COM ')).toBe('ada.new@example.com');
    expect(users.rows.get('u1')?.email).toBe('ada@example.com');
    expect(mail.sent.map((m) => m.to)).toEqual(['ada.new@example.com', 'ada@example.com']);
    const link = /https:\/\/cv\.example\.com\/confirm-email\?token=[^\s"]+/.exec(mail.sent[0].text)?.[0];
    expect(link).toBeDefined();
    expect(JSON.stringify(changes.rows)).not.toContain(new URL(link!).searchParams.get('token')!);
    expect(changes.rows[0].expiresAt.getTime()).toBe(changes.rows[0].createdAt.getTime() + EMAIL_CHANGE.ttlMs);
    expect(await changes.findPending('u1', clock.now())).toMatchObject({ newEmail: 'ada.new@example.com' });
  });

  it('answers the requester the same for an address another account uses; only that address learns it', async () => {
    const { useCase, mail } = setup();
    expect(await useCase.execute(ada, 'bob@example.com')).toBe('bob@example.com');
    expect(mail.sent[0].to).toBe('bob@example.com');
    expect(mail.sent[0].text).not.toContain('confirm-email?token=');
  });

  it('keeps only the newest request usable', async () => {
    const { useCase, changes, clock } = setup();
    await useCase.execute(ada, 'one@example.com');
    await useCase.execute(ada, 'two@example.com');
    expect((await changes.findPending('u1', clock.now()))?.newEmail).toBe('two@example.com');
    expect(changes.rows.filter((r) => !r.cancelled)).toHaveLength(1);
  });

  it('sends nothing for the current address (forms send every field), answering what is pending', async () => {
    const { useCase, mail } = setup();
    await useCase.execute(ada, 'new@example.com');
    expect(await useCase.execute(ada, 'ADA@example.com')).toBe('new@example.com');
    expect(mail.sent).toHaveLength(2);
  });
});
