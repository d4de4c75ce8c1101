import { DOMAIN_VERIFY_RECORD_PREFIX } from '@resume/contracts';
import { newCustomDomain } from '../domain/custom-domain';
import { domainsFakes } from './testing/in-memory-ports';
import { VerifyCustomDomain } from './verify-custom-domain.use-case';

describe('VerifyCustomDomain', () => {
  const setup = () => {
    const f = domainsFakes();
    f.domains.rows.set('u1', newCustomDomain('u1', 'ada.example', new Date(0)));
    f.accounts.rows.set('u1', { ...f.accounts.rows.get('u1')!, domainSecurityCode: 'code-1' });
    return { ...f, verify: new VerifyCustomDomain(f.accounts, f.domains, f.dns, f.clock) };
  };
  const record = `${DOMAIN_VERIFY_RECORD_PREFIX}.ada.example`;

  it('verifies the domain when its TXT record holds the account’s code', async () => {
    const { verify, dns, domains } = setup();
    dns.records.set(record, ['other', ' code-1 ']);
    expect(await verify.execute('u1')).toMatchObject({ state: 'verified', failures: 0 });
    expect(dns.asked).toEqual([record]);
    expect(domains.rows.get('u1')?.verifiedAt).not.toBeNull();
  });

  it('fails without the record, and a verified domain survives one failed look-up but not two', async () => {
    const { verify, dns } = setup();
    expect((await verify.execute('u1')).state).toBe('failed');
    dns.records.set(record, ['code-1']);
    await verify.execute('u1');
    dns.records.clear();
    expect((await verify.execute('u1')).state).toBe('verified');
    expect((await verify.execute('u1')).state).toBe('failed');
  });

  it('answers DOMAIN_NOT_SET without a domain', async () => {
    const { verify } = setup();
    await expect(verify.execute('u2')).rejects.toMatchObject({ code: 'DOMAIN_NOT_SET' });
  });
});
