import { anAccount } from '../../../shared/testing/resume-fixtures';
import { OAUTH_STATE_TTL_MS } from '../domain/oauth-state';
import { CompleteLinkedInConnect } from './complete-linkedin-connect.use-case';
import { StartLinkedInConnect } from './start-linkedin-connect.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('CompleteLinkedInConnect', () => {
  const setup = async (mode: 'oauth' | 'simulation' = 'oauth') => {
    const f = linkedinFakes(mode);
    const start = new StartLinkedInConnect(f.config, f.clock, f.states, f.provider, f.accounts);
    const useCase = new CompleteLinkedInConnect(
      f.config,
      f.clock,
      f.states,
      f.provider,
      f.cipher,
      f.connections,
      f.accounts,
    );
    const state =
      mode === 'oauth' ? new URL(await start.execute(anAccount(), 'sess')).searchParams.get('state')! : 'none';
    const callback = (fields = {}) =>
      useCase.execute({ userId: 'u1', sessionToken: 'sess', state, code: 'good', error: undefined, ...fields });
    return { ...f, useCase, callback };
  };

  it('stores the member id and the token encrypted, once: the state cannot be replayed', async () => {
    const { callback, accounts, connections } = await setup();
    expect(await callback()).toBe('connected');
    expect(accounts.rows.get('u1')?.linkedinId).toBe('li-ada');
    expect(connections.rows.get('u1')).toMatchObject({ linkedinId: 'li-ada', tokenCiphertext: 'sealed:tok' });
    await expect(callback()).rejects.toMatchObject({ code: 'LINKEDIN_STATE_INVALID' });
  });

  it.each([
    ['another account', { userId: 'u2' }],
    ['another session', { sessionToken: 'other' }],
    ['no session', { userId: null, sessionToken: null }],
    ['an unknown state', { state: 'forged' }],
    ['no code', { code: undefined }],
  ])('answers LINKEDIN_STATE_INVALID for %s and stores nothing', async (_case, fields) => {
    const { callback, accounts, connections } = await setup();
    await expect(callback(fields)).rejects.toMatchObject({ code: 'LINKEDIN_STATE_INVALID' });
    expect(accounts.rows.get('u1')?.linkedinId).toBeNull();
    expect(connections.rows.size).toBe(0);
  });

  it('refuses a state older than 10 minutes', async () => {
    const { callback, clock, connections } = await setup();
    clock.advance(OAUTH_STATE_TTL_MS + 1);
    await expect(callback()).rejects.toMatchObject({ code: 'LINKEDIN_STATE_INVALID' });
    expect(connections.rows.size).toBe(0);
  });

  it('ends as failed when the member said no or LinkedIn refused the code, the state used up', async () => {
    const { callback, connections } = await setup();
    expect(await callback({ error: 'access_denied' })).toBe('failed');
    await expect(callback()).rejects.toMatchObject({ code: 'LINKEDIN_STATE_INVALID' });
    const other = await setup();
    expect(await other.callback({ code: 'bad' })).toBe('failed');
    expect(connections.rows.size + other.connections.rows.size).toBe(0);
  });

  it('answers LINKEDIN_ACCOUNT_TAKEN when another account holds the member', async () => {
    const { callback, accounts, connections } = await setup();
    accounts.rows.set('u2', anAccount({ id: 'u2', linkedinId: 'li-ada' }));
    await expect(callback()).rejects.toMatchObject({ code: 'LINKEDIN_ACCOUNT_TAKEN' });
    expect(connections.rows.size).toBe(0);
  });

  it('answers LINKEDIN_UNAVAILABLE outside OAuth mode', async () => {
    const { callback } = await setup('simulation');
    await expect(callback()).rejects.toMatchObject({ code: 'LINKEDIN_UNAVAILABLE' });
  });
});
