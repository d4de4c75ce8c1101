import { anAccount } from '../../../shared/testing/resume-fixtures';
import { GetLinkedInStatus } from './get-linkedin-status.use-case';
import { linkedinFakes } from './testing/in-memory-ports';

describe('GetLinkedInStatus', () => {
  const setup = (mode: 'oauth' | 'simulation' = 'oauth') => {
    const f = linkedinFakes(mode);
    return { ...f, useCase: new GetLinkedInStatus(f.config, f.clock, f.connections) };
  };

  it('answers not connected, connectable on a paid plan only', async () => {
    const { useCase } = setup();
    expect(await useCase.execute(anAccount())).toEqual({
      connected: false,
      linkedinId: null,
      mode: 'oauth',
      canConnect: true,
      canSync: false,
      connectedAt: null,
      tokenExpiresAt: null,
    });
    expect((await useCase.execute(anAccount({ plan: 'free', subscriptionStatus: null }))).canConnect).toBe(false);
  });

  it('can sync while the token lasts, not after it expired', async () => {
    const { useCase, connections, clock } = setup();
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    await connections.save({ userId: 'u1', linkedinId: 'li', tokenCiphertext: 'x', expiresAt, createdAt: new Date(0) });
    const user = anAccount({ linkedinId: 'li' });
    expect(await useCase.execute(user)).toMatchObject({
      connected: true,
      canSync: true,
      connectedAt: new Date(0).toISOString(),
      tokenExpiresAt: expiresAt.toISOString(),
    });
    clock.advance(60_001);
    expect((await useCase.execute(user)).canSync).toBe(false);
  });

  it('can sync a connected account in the simulation without a token', async () => {
    const { useCase } = setup('simulation');
    expect((await useCase.execute(anAccount({ linkedinId: 'dev-u1' }))).canSync).toBe(true);
    expect((await useCase.execute(anAccount())).canSync).toBe(false);
  });
});
