import { anAccount } from '../../../shared/testing/resume-fixtures';
import { SyncLinkedInProfile } from './sync-linkedin-profile.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('SyncLinkedInProfile', () => {
  const setup = (mode: 'oauth' | 'simulation' = 'oauth') => {
    const f = linkedinFakes(mode);
    const useCase = new SyncLinkedInProfile(f.config, f.clock, f.connections, f.cipher, f.provider, f.accounts);
    const connect = (fields = {}) =>
      f.connections.save({
        userId: 'u1',
        linkedinId: 'li-ada',
        tokenCiphertext: 'sealed:tok',
        expiresAt: null,
        createdAt: new Date(0),
        ...fields,
      });
    return { ...f, useCase, connect };
  };
  const empty = anAccount({ linkedinId: 'li-ada', name: null, title: 'Engineer', linkedin: null });

  it('fills the empty name and LinkedIn address, keeping the title the person typed', async () => {
    const { useCase, connect, accounts } = setup();
    await connect();
    const synced = await useCase.execute(empty, false);
    expect(synced.success).toBe(true);
    expect(synced.filled.map((f) => f.field)).toEqual(['name', 'linkedin']);
    expect(synced.kept.map((f) => f.field)).toEqual(['title']);
    expect(accounts.rows.get('u1')).toMatchObject({
      name: 'Ada Lovelace',
      linkedin: 'https://www.linkedin.com/in/ada',
    });
    expect(accounts.rows.get('u1')?.title).toBeNull();
  });

  it('replaces typed fields when told to overwrite', async () => {
    const { useCase, connect, accounts } = setup();
    await connect();
    await useCase.execute(empty, true);
    expect(accounts.rows.get('u1')?.title).toBe('Analyst');
  });

  it('answers LINKEDIN_NOT_CONNECTED without a member id', async () => {
    const { useCase } = setup();
    await expect(useCase.execute(anAccount(), false)).rejects.toMatchObject({ code: 'LINKEDIN_NOT_CONNECTED' });
  });

  it.each([
    ['no stored connection', null],
    ['an expired token', { expiresAt: new Date(1000) }],
    ['a token sealed with another key', { tokenCiphertext: 'other-key:tok' }],
  ])('asks to reconnect (LINKEDIN_RECONNECT_REQUIRED) with %s', async (_case, fields) => {
    const { useCase, connect, accounts } = setup();
    if (fields) await connect(fields);
    await expect(useCase.execute(empty, false)).rejects.toMatchObject({ code: 'LINKEDIN_RECONNECT_REQUIRED' });
    expect(accounts.rows.get('u1')?.name).toBeNull();
  });

  it('fills from the simulated member in the development simulation', async () => {
    const { useCase, accounts } = setup('simulation');
    await useCase.execute(empty, false);
    expect(accounts.rows.get('u1')?.name).toBe('Alex Morgan');
  });
});
