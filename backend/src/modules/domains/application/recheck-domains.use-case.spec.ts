import { DOMAIN_VERIFY_RECORD_PREFIX } from '@resume/contracts';
import { newCustomDomain, RECHECK } from '../domain/custom-domain';
import { RecheckDomains } from './recheck-domains.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('RecheckDomains', () => {
  const setup = () => {
    const f = domainsFakes();
    return { ...f, recheck: new RecheckDomains(f.domains, f.verify, f.clock) };
  };

  it('verifies a pending domain by itself once DNS has the record, and looks up only domains due', async () => {
    const { recheck, domains, accounts, dns, clock } = setup();
    await accounts.setNames('u1', { domainSecurityCode: 'code-1' });
    domains.rows.set('u1', newCustomDomain('u1', 'ada.example', clock.now()));
    expect(await recheck.execute()).toBe(1);
    expect(domains.rows.get('u1')?.state).toBe('failed');
    dns.records.set(`${DOMAIN_VERIFY_RECORD_PREFIX}.ada.example`, ['code-1']);
    expect(await recheck.execute()).toBe(0);
    // Strictly later than the last check (the clock moves with real time: both checks may fall in one millisecond).
    clock.advance(RECHECK.earlyEveryMs + 1);
    expect(await recheck.execute()).toBe(1);
    expect(domains.rows.get('u1')?.state).toBe('verified');
  });

  it('goes on with the others when one account’s check fails', async () => {
    const { recheck, domains, clock } = setup();
    domains.rows.set('gone', newCustomDomain('gone', 'gone.example', clock.now()));
    domains.rows.set('u2', newCustomDomain('u2', 'bob.example', clock.now()));
    const find = domains.find.bind(domains);
    domains.find = async (userId: string) => (userId === 'gone' ? null : find(userId));
    expect(await recheck.execute()).toBe(1);
    expect(domains.rows.get('u2')?.lastCheckedAt).not.toBeNull();
  });
});
