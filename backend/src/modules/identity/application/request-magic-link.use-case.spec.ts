import { MAGIC_LINK } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { sha256 } from '../../../shared/domain/random';
import { RequestMagicLink } from './request-magic-link.use-case';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { InMemoryTokens, ScriptedMailQuota } from './testing/in-memory-ports';

describe('RequestMagicLink', () => {
  const setup = () => {
    const tokens = new InMemoryTokens();
    const quota = new ScriptedMailQuota();
    const mail = new RecordingMail();
    const clock = new AdjustableClock();
    const config = Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com' });
    return { tokens, quota, mail, clock, useCase: new RequestMagicLink(tokens, quota, mail, clock, config) };
  };

  it('mails a link on APP_URL and stores only the hash of its token, valid one hour', async () => {
    const { tokens, quota, mail, clock, useCase } = setup();
    await useCase.execute('  Jane@Example.COM ');
    expect(quota.asked).toEqual(['jane@example.com']);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0].to).toBe('jane@example.com');
    const token = /token=([^\s"]+)/.exec(mail.sent[0].text)![1];
    expect(mail.sent[0].text).toContain(`https://cv.example.com/magic-link-verify?token=${token}`);
    expect(mail.sent[0].text).toContain('The link expires in 1 hour and works once.');
    expect(tokens.rows).toHaveLength(1);
    expect(tokens.rows[0].tokenHash).toBe(sha256(decodeURIComponent(token)));
    expect(JSON.stringify(tokens.rows)).not.toContain(token);
    expect(tokens.rows[0].expiresAt.getTime() - tokens.rows[0].createdAt.getTime()).toBe(MAGIC_LINK.ttlMs);
    expect(Math.abs(tokens.rows[0].createdAt.getTime() - clock.now().getTime())).toBeLessThan(1000);
  });

  it('gives every request its own token', async () => {
    const { mail, useCase } = setup();
    await useCase.execute('a@example.com');
    await useCase.execute('a@example.com');
    expect(mail.sent[0].text).not.toBe(mail.sent[1].text);
  });

  it('stores and mails nothing when the address has no mail left, and answers alike', async () => {
    const { tokens, quota, mail, useCase } = setup();
    quota.grant = { send: false };
    await expect(useCase.execute('a@exämple.com')).resolves.toBeUndefined();
    expect(quota.asked).toEqual(['a@xn--exmple-cua.com']);
    expect(mail.sent).toEqual([]);
    expect(tokens.rows).toEqual([]);
  });

  it('makes the day’s last link last until the ceiling lifts, and says so', async () => {
    const { tokens, quota, mail, clock, useCase } = setup();
    const until = new Date(clock.now().getTime() + 20 * 60 * 60 * 1000);
    quota.grant = { send: true, lastOfDayUntil: until };
    await useCase.execute('a@example.com');
    expect(tokens.rows[0].expiresAt).toEqual(until);
    expect(mail.sent[0].text).toContain(
      `the last sign-in link we send to this address until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  });
});
