import { LIMITS } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { newAccount } from '../domain/user';
import { NameCooldown } from './name-cooldown';
import { SetDomainNames } from './set-domain-names.use-case';
import { InMemoryReleasedNames, InMemoryUsers, SnapshotTransaction } from './testing/in-memory-ports';

const DAY = 24 * 60 * 60 * 1000;

describe('SetDomainNames', () => {
  const setup = () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'ada@example.com', 'ada', new Date(0)));
    users.rows.set('u2', newAccount('u2', 'bob@example.com', 'bob', new Date(0)));
    const clock = new AdjustableClock();
    const cooldown = new NameCooldown(new InMemoryReleasedNames(), clock);
    return { users, clock, set: new SetDomainNames(users, clock, cooldown, new SnapshotTransaction(users)) };
  };

  it('records the names, leaving absent ones as they are', async () => {
    const { users, set } = setup();
    await set.execute('u1', { subdomain: 'ada', domainSecurityCode: 'code' });
    await set.execute('u1', { customDomain: 'ada.example' });
    expect(users.rows.get('u1')).toMatchObject({
      subdomain: 'ada',
      customDomain: 'ada.example',
      domainSecurityCode: 'code',
    });
  });

  it('refuses another account’s subdomain (SUBDOMAIN_TAKEN)', async () => {
    const { users, set } = setup();
    await set.execute('u2', { subdomain: 'bob' });
    await expect(set.execute('u1', { subdomain: 'bob' })).rejects.toMatchObject({ code: 'SUBDOMAIN_TAKEN' });
    expect(users.rows.get('u1')?.subdomain).toBeNull();
  });

  it(`holds a released subdomain back from other accounts for ${LIMITS.nameCooldownDays} days, not from its owner`, async () => {
    const { users, clock, set } = setup();
    await set.execute('u2', { subdomain: 'bob' });
    await set.execute('u2', { subdomain: null });
    await expect(set.execute('u1', { subdomain: 'bob' })).rejects.toMatchObject({ code: 'NAME_RECENTLY_USED' });
    await set.execute('u2', { subdomain: 'bob' });
    await set.execute('u2', { subdomain: 'bobby' });
    clock.advance(LIMITS.nameCooldownDays * DAY + 1000);
    await set.execute('u1', { subdomain: 'bob' });
    expect(users.rows.get('u1')?.subdomain).toBe('bob');
  });
});
