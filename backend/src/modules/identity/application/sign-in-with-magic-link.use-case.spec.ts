import { MAGIC_LINK } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { sha256 } from '../../../shared/domain/random';
import { SignInWithMagicLink } from './sign-in-with-magic-link.use-case';
import {
  InMemorySessions,
  InMemoryTokens,
  InMemoryUsers,
  RecordingResumes,
  SnapshotTransaction,
} from './testing/in-memory-ports';

describe('SignInWithMagicLink', () => {
  const setup = async (email = 'jane.doe@example.com') => {
    const tokens = new InMemoryTokens();
    const users = new InMemoryUsers();
    const resumes = new RecordingResumes();
    const sessions = new InMemorySessions();
    const clock = new AdjustableClock();
    const now = clock.now();
    await tokens.save({
      id: 't1',
      tokenHash: sha256('secret'),
      email,
      browserHash: sha256('browser'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + MAGIC_LINK.ttlMs),
    });
    const useCase = new SignInWithMagicLink(tokens, users, resumes, sessions, new SnapshotTransaction(users), clock);
    return { tokens, users, resumes, sessions, clock, useCase };
  };

  it('creates the account with plan free, a username and a resume, and a session', async () => {
    const { users, resumes, sessions, useCase } = await setup();
    const { user, sessionToken } = await useCase.execute({ token: 'secret', browserSecret: 'browser' });
    expect(user).toMatchObject({ email: 'jane.doe@example.com', username: 'jane-doe', plan: 'free' });
    expect(users.rows.size).toBe(1);
    expect(resumes.created).toEqual([user.id]);
    expect([...sessions.rows.keys()]).toEqual([sha256(sessionToken)]);
  });

  it('is single use', async () => {
    const { useCase } = await setup();
    await useCase.execute({ token: 'secret', browserSecret: 'browser' });
    await expect(useCase.execute({ token: 'secret', browserSecret: 'browser' })).rejects.toEqual(
      new DomainError('MAGIC_LINK_INVALID'),
    );
  });

  it('refuses a link older than one hour', async () => {
    const { clock, useCase } = await setup();
    clock.advance(MAGIC_LINK.ttlMs);
    await expect(useCase.execute({ token: 'secret', browserSecret: 'browser' })).rejects.toMatchObject({
      code: 'MAGIC_LINK_INVALID',
    });
  });

  it('creates no account when the resume cannot be created', async () => {
    const { users, resumes, useCase } = await setup();
    resumes.fail = true;
    await expect(useCase.execute({ token: 'secret', browserSecret: 'browser' })).rejects.toThrow('resume store down');
    expect(users.rows.size).toBe(0);
  });

  it('ends the previous session of the browser', async () => {
    const { sessions, tokens, useCase } = await setup();
    const first = await useCase.execute({ token: 'secret', browserSecret: 'browser' });
    await tokens.save({
      id: 't2',
      tokenHash: sha256('again'),
      email: first.user.email,
      browserHash: sha256('browser'),
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const second = await useCase.execute({
      token: 'again',
      browserSecret: 'browser',
      previousSessionToken: first.sessionToken,
    });
    expect(second.user.id).toBe(first.user.id);
    expect([...sessions.rows.keys()]).toEqual([sha256(second.sessionToken)]);
  });

  it('asks first in another browser, and the question uses nothing up', async () => {
    const { users, useCase } = await setup();
    for (const browserSecret of [undefined, 'another-browser']) {
      await expect(useCase.execute({ token: 'secret', browserSecret })).rejects.toMatchObject({
        code: 'MAGIC_LINK_CONFIRM_REQUIRED',
        extras: { email: 'j***@example.com' },
      });
    }
    expect(users.rows.size).toBe(0);
    const { user } = await useCase.execute({ token: 'secret', confirmed: true });
    expect(user.email).toBe('jane.doe@example.com');
  });

  it('asks before switching from another signed-in account, even in the same browser', async () => {
    const { tokens, sessions, useCase } = await setup();
    const other = await useCase.execute({ token: 'secret', browserSecret: 'browser' });
    await tokens.save({
      id: 't2',
      tokenHash: sha256('mallory'),
      email: 'mallory@evil.example',
      browserHash: sha256('browser'),
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const input = { token: 'mallory', browserSecret: 'browser', previousSessionToken: other.sessionToken };
    await expect(useCase.execute(input)).rejects.toMatchObject({
      code: 'MAGIC_LINK_CONFIRM_REQUIRED',
      extras: { email: 'm***@evil.example', signedInAs: 'j***@example.com' },
    });
    expect([...sessions.rows.keys()]).toEqual([sha256(other.sessionToken)]);
    const switched = await useCase.execute({ ...input, confirmed: true });
    expect(switched.user.email).toBe('mallory@evil.example');
    expect([...sessions.rows.keys()]).toEqual([sha256(switched.sessionToken)]);
  });

  it('an unknown link is invalid whether or not it is confirmed', async () => {
    const { useCase } = await setup();
    await expect(useCase.execute({ token: 'nope' })).rejects.toMatchObject({ code: 'MAGIC_LINK_INVALID' });
    await expect(useCase.execute({ token: 'nope', confirmed: true })).rejects.toMatchObject({
      code: 'MAGIC_LINK_INVALID',
    });
  });
});
