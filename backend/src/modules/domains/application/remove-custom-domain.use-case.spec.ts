import { newCustomDomain } from '../domain/custom-domain';
import { RemoveCustomDomain } from './remove-custom-domain.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('RemoveCustomDomain', () => {
  it('removes the domain and its name from the account, keeping the security code', async () => {
    const { accounts, domains } = domainsFakes();
    domains.rows.set('u1', { ...newCustomDomain('u1', 'ada.example', new Date()), state: 'verified' });
    await accounts.setNames('u1', { customDomain: 'ada.example', domainSecurityCode: 'code-1' });
    await new RemoveCustomDomain(accounts, domains).execute('u1');
    expect(domains.rows.size).toBe(0);
    expect(await domains.verifiedOwnerOf('ada.example')).toBeNull();
    expect(accounts.rows.get('u1')).toMatchObject({ customDomain: null, domainSecurityCode: 'code-1' });
  });
});
