import { ReleaseSubdomain } from './release-subdomain.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('ReleaseSubdomain', () => {
  it('frees the user’s subdomain for anyone, leaving others’', async () => {
    const { accounts } = domainsFakes();
    await accounts.setNames('u1', { subdomain: 'ada' });
    await accounts.setNames('u2', { subdomain: 'bob' });
    await new ReleaseSubdomain(accounts).execute('u1');
    expect(accounts.rows.get('u1')?.subdomain).toBeNull();
    expect(await accounts.ownerOfSubdomain('ada')).toBeNull();
    expect(await accounts.ownerOfSubdomain('bob')).toBe('u2');
  });
});
