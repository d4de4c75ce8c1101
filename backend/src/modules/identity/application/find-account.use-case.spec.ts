import { newAccount } from '../domain/user';
import { FindAccount } from './find-account.use-case';
import { InMemoryUsers } from './testing/in-memory-ports';

describe('FindAccount', () => {
  it('finds an account by id, and by address in its canonical form; a malformed address finds nobody', async () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'ada@example.com', 'ada', new Date(0)));
    const find = new FindAccount(users);
    expect((await find.byId('u1'))?.username).toBe('ada');
    expect(await find.byId('u2')).toBeNull();
    expect((await find.byEmail('  ADA@Example.com '))?.id).toBe('u1');
    expect(await find.byEmail('not an address')).toBeNull();
  });
});
