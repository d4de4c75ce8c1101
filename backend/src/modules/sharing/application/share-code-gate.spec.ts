import { SHARE_CODE_ATTEMPTS } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { RecordingMail } from '../../../shared/testing/recording-mail';
import { ShareCodeGate } from './share-code-gate';
import {
  aShareLink,
  FakeAccessPass,
  InMemoryCodeGuesses,
  InMemoryLinksForVisit,
  sharingFakes,
} from './testing/in-memory-ports';

describe('ShareCodeGate', () => {
  const setup = () => {
    const fakes = sharingFakes();
    const { links, content, clock } = fakes;
    links.rows.push(aShareLink({ securityCode: '1234', filterId: 'f1' }));
    const guesses = new InMemoryCodeGuesses(links);
    const mail = new RecordingMail();
    const config = Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com' });
    const gate = new ShareCodeGate(guesses, new FakeAccessPass(), content, mail, config, clock);
    const visits = new InMemoryLinksForVisit(links);
    const admit = async (code?: string, ip = '203.0.113.7', pass?: string) =>
      gate.admit((await visits.findForVisit('pub-l1'))!, { code, pass, visitor: { ip, userAgent: 'Firefox' } });
    return { ...fakes, guesses, mail, admit };
  };
  /** Wrong codes from as many addresses, each one's first: no client waits on its own. */
  const wrongFromMany = async (admit: (c?: string, ip?: string) => Promise<unknown>, n: number, from = 0) => {
    for (let i = from; i < from + n; i++) await admit('0000', `198.51.100.${i}`).catch(() => undefined);
  };

  it('asks for the code (SECURITY_CODE_REQUIRED, requiresCode) when none and no pass is given', async () => {
    const { admit } = setup();
    await expect(admit()).rejects.toMatchObject({ code: 'SECURITY_CODE_REQUIRED', extras: { requiresCode: true } });
  });

  it('lets the right code in with a pass bound to the code, and a new code ends the pass', async () => {
    const { admit, links } = setup();
    const { granted } = await admit('1234');
    expect(granted?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await admit(undefined, undefined, granted!.token)).granted).toBeUndefined();
    links.rows[0].securityCode = '9876';
    await expect(admit(undefined, undefined, granted!.token)).rejects.toMatchObject({
      code: 'SECURITY_CODE_REQUIRED',
    });
  });

  it('counts a wrong code (SECURITY_CODE_INVALID) and makes that client wait from its third, not another client', async () => {
    const { admit, links } = setup();
    const free = SHARE_CODE_ATTEMPTS.freeFailuresPerClient;
    for (let i = 1; i < free; i++) {
      await expect(admit('0000')).rejects.toMatchObject({
        code: 'SECURITY_CODE_INVALID',
        extras: { requiresCode: true },
      });
    }
    await expect(admit('0000')).rejects.toMatchObject({
      code: 'SECURITY_CODE_INVALID',
      extras: { retryAfterSeconds: SHARE_CODE_ATTEMPTS.firstWaitSeconds },
    });
    expect(links.rows[0].failedAttempts).toBe(free);
    // Even the right code waits; another address does not.
    await expect(admit('1234')).rejects.toMatchObject({ code: 'CODE_ATTEMPTS_WAIT' });
    await expect(admit('1234', '192.0.2.1')).resolves.toMatchObject({ granted: expect.anything() });
  });

  it('mails the owner once when the link starts waiting, without the code', async () => {
    const { admit, mail } = setup();
    await wrongFromMany(admit, SHARE_CODE_ATTEMPTS.linkWaitAfterFailures + 1);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0].to).toBe('ada@example.com');
    expect(mail.sent[0].text).not.toContain('1234');
    expect(mail.sent[0].text).toContain('https://cv.example.com');
  });

  it('locks the link for everyone, the right code too (SHARE_LINK_LOCKED), and mails the owner', async () => {
    const { admit, mail, links } = setup();
    await wrongFromMany(admit, SHARE_CODE_ATTEMPTS.lockAfterFailures);
    expect(links.rows[0].lockedAt).not.toBeNull();
    expect(mail.sent).toHaveLength(2);
    await expect(admit('1234', '192.0.2.200')).rejects.toMatchObject({
      code: 'SHARE_LINK_LOCKED',
      extras: { requiresCode: true },
    });
  });

  it('answers the visitor the same when the owner’s mail fails', async () => {
    const { admit, mail } = setup();
    mail.fail = true;
    await wrongFromMany(admit, SHARE_CODE_ATTEMPTS.linkWaitAfterFailures - 1);
    await expect(admit('0000', '192.0.2.50')).rejects.toMatchObject({ code: 'SECURITY_CODE_INVALID' });
  });

  it('opens when the owner removed the code after the visit read the link', async () => {
    const { admit, links } = setup();
    links.rows[0] = { ...links.rows[0], securityCode: null };
    const admitted = await admit('0000');
    expect(admitted.granted).toBeUndefined();
    expect(links.rows[0].failedAttempts).toBe(0);
  });
});
