import { newCustomDomain } from '../domain/custom-domain';
import { SetCustomDomain } from './set-custom-domain.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('SetCustomDomain', () => {
  const setup = () => {
    const f = domainsFakes();
    return { ...f, useCase: new SetCustomDomain(f.accounts, f.domains, f.hosts, f.clock) };
  };

  it('starts the domain pending with a security code the account keeps when it moves to another domain', async () => {
    const { useCase, domains, accounts } = setup();
    await useCase.execute('u1', 'Ada.Example.ORG');
    expect(domains.rows.get('u1')).toMatchObject({ domain: 'ada.example.org', state: 'pending', verifiedAt: null });
    const code = accounts.rows.get('u1')?.domainSecurityCode;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(accounts.rows.get('u1')?.customDomain).toBe('ada.example.org');
    await useCase.execute('u1', 'ada.example.net');
    expect(accounts.rows.get('u1')?.domainSecurityCode).toBe(code);
    expect(domains.rows.get('u1')?.domain).toBe('ada.example.net');
  });

  it('refuses another account’s verified domain (DOMAIN_TAKEN), not its pending claim', async () => {
    const { useCase, domains } = setup();
    domains.rows.set('u2', { ...newCustomDomain('u2', 'taken.example', new Date()), state: 'verified' });
    await expect(useCase.execute('u1', 'taken.example')).rejects.toMatchObject({ code: 'DOMAIN_TAKEN' });
    domains.rows.set('u2', newCustomDomain('u2', 'squatted.example', new Date()));
    await expect(useCase.execute('u1', 'squatted.example')).resolves.toBeUndefined();
  });

  it('keeps a verified domain as it is when the same name is set again', async () => {
    const { useCase, domains } = setup();
    domains.rows.set('u1', { ...newCustomDomain('u1', 'ada.example', new Date(0)), state: 'verified' });
    await useCase.execute('u1', 'ada.example');
    expect(domains.rows.get('u1')?.state).toBe('verified');
  });

  it('refuses names of this deployment and malformed names (DOMAIN_INVALID)', async () => {
    const { useCase, domains } = setup();
    for (const typed of ['cv.example.com', 'ada.cv.example.com', 'localhost', '127.0.0.1', 'https://x.example/'])
      await expect(useCase.execute('u1', typed)).rejects.toMatchObject({ code: 'DOMAIN_INVALID' });
    expect(domains.rows.size).toBe(0);
  });
});
