import { newCustomDomain } from '../domain/custom-domain';
import { CheckTlsAllowed } from './check-tls-allowed.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('CheckTlsAllowed', () => {
  it('allows certificates for claimed subdomains and verified domains only', async () => {
    const { accounts, domains, hosts } = domainsFakes();
    await accounts.setNames('u1', { subdomain: 'ada' });
    domains.rows.set('u1', { ...newCustomDomain('u1', 'ada.example', new Date()), state: 'verified' });
    domains.rows.set('u2', newCustomDomain('u2', 'pending.example', new Date()));
    const check = new CheckTlsAllowed(accounts, domains, hosts);
    expect(await check.execute('ADA.cv.example.com.')).toBe(true);
    expect(await check.execute('ada.example')).toBe(true);
    expect(await check.execute('nobody.cv.example.com')).toBe(false);
    expect(await check.execute('x.ada.cv.example.com')).toBe(false);
    expect(await check.execute('pending.example')).toBe(false);
    expect(await check.execute('random.example')).toBe(false);
  });
});
