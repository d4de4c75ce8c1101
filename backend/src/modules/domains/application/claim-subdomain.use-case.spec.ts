import { ClaimSubdomain } from './claim-subdomain.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('ClaimSubdomain', () => {
  const setup = (appDomain: string | null = 'cv.example.com') => {
    const f = domainsFakes(appDomain);
    return { ...f, useCase: new ClaimSubdomain(f.accounts, f.hosts) };
  };

  it('gives the first to ask the subdomain, in lower case; claiming one’s own again is fine', async () => {
    const { useCase, accounts } = setup();
    await useCase.execute('u1', 'Ada-Works');
    await useCase.execute('u1', 'ada-works');
    expect(accounts.rows.get('u1')?.subdomain).toBe('ada-works');
  });

  it('answers SUBDOMAIN_TAKEN for another’s, SUBDOMAIN_INVALID and SUBDOMAIN_RESERVED, changing nothing', async () => {
    const { useCase, accounts } = setup();
    await useCase.execute('u2', 'bob');
    await expect(useCase.execute('u1', 'bob')).rejects.toMatchObject({ code: 'SUBDOMAIN_TAKEN' });
    await expect(useCase.execute('u1', 'a.b')).rejects.toMatchObject({ code: 'SUBDOMAIN_INVALID' });
    await expect(useCase.execute('u1', 'www')).rejects.toMatchObject({ code: 'SUBDOMAIN_RESERVED' });
    expect(accounts.rows.get('u1')?.subdomain).toBeNull();
  });

  it('answers SUBDOMAINS_DISABLED without APP_DOMAIN', async () => {
    const { useCase } = setup(null);
    await expect(useCase.execute('u1', 'ada')).rejects.toMatchObject({ code: 'SUBDOMAINS_DISABLED' });
  });
});
