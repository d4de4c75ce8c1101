import { newCustomDomain } from '../domain/custom-domain';
import { GetDomainSettings } from './get-domain-settings.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('GetDomainSettings', () => {
  it('answers the user’s subdomain, custom domain and security code, and nothing of another’s', async () => {
    const { accounts, domains } = domainsFakes();
    await accounts.setNames('u1', { subdomain: 'ada', domainSecurityCode: 'code-1' });
    domains.rows.set('u1', newCustomDomain('u1', 'ada.example', new Date(0)));
    const useCase = new GetDomainSettings(accounts, domains);
    expect(await useCase.execute('u1')).toEqual({
      subdomain: 'ada',
      customDomain: domains.rows.get('u1'),
      securityCode: 'code-1',
    });
    expect(await useCase.execute('u2')).toEqual({ subdomain: null, customDomain: null, securityCode: null });
  });
});
