import { LINKEDIN_PAGES } from '@resume/contracts';
import { anAccount } from '../../../shared/testing/resume-fixtures';
import { hashOf } from '../domain/oauth-state';
import { StartLinkedInConnect } from './start-linkedin-connect.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('StartLinkedInConnect', () => {
  const setup = (mode: 'oauth' | 'simulation' | 'unavailable' = 'oauth') => {
    const f = linkedinFakes(mode);
    return { ...f, useCase: new StartLinkedInConnect(f.config, f.clock, f.states, f.provider, f.accounts) };
  };

  it('sends the browser to LinkedIn with a state kept only as its hash, bound to the account and session', async () => {
    const { useCase, states } = setup();
    const url = new URL(await useCase.execute(anAccount(), 'session-token'));
    const state = url.searchParams.get('state')!;
    expect(url.searchParams.get('redirectUri')).toBe('https://cv.example.com/api/auth/linkedin/callback');
    expect(url.searchParams.get('codeChallenge')).toBeTruthy();
    const pending = states.rows.get(hashOf(state));
    expect(pending).toMatchObject({ userId: 'u1', sessionHash: hashOf('session-token') });
    expect(JSON.stringify([...states.rows.values()])).not.toContain(state);
  });

  it('links the simulated member at once in the development simulation', async () => {
    const { useCase, accounts } = setup('simulation');
    expect(await useCase.execute(anAccount(), 'session-token')).toBe(LINKEDIN_PAGES.connected);
    expect(accounts.rows.get('u1')?.linkedinId).toBe('dev-u1');
  });

  it('answers LINKEDIN_UNAVAILABLE when LinkedIn is not configured', async () => {
    const { useCase, states } = setup('unavailable');
    await expect(useCase.execute(anAccount(), 'session-token')).rejects.toMatchObject({ code: 'LINKEDIN_UNAVAILABLE' });
    expect(states.rows.size).toBe(0);
  });
});
