import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { newAccount } from '../domain/user';
import { SetLinkedInId } from './set-linkedin-id.use-case';
import { InMemoryUsers } from './testing/in-memory-ports';

describe('SetLinkedInId', () => {
  it('records and forgets the member id; another account’s member is LINKEDIN_ACCOUNT_TAKEN', async () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'ada@example.com', 'ada', new Date(0)));
    users.rows.set('u2', newAccount('u2', 'bob@example.com', 'bob', new Date(0)));
    const set = new SetLinkedInId(users, new AdjustableClock());
    await set.execute('u1', 'li-1');
    expect(users.rows.get('u1')?.linkedinId).toBe('li-1');
    expect(users.rows.get('u1')?.updatedAt.getTime()).toBeGreaterThan(0);
    await expect(set.execute('u2', 'li-1')).rejects.toMatchObject({ code: 'LINKEDIN_ACCOUNT_TAKEN' });
    await set.execute('u1', null);
    expect(users.rows.get('u1')?.linkedinId).toBeNull();
    await set.execute('u2', 'li-1');
  });
});
