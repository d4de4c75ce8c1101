import { newCustomDomain } from '../domain/custom-domain';
import { ResolveHost } from './resolve-host.use-case';
import { domainsFakes } from './testing/in-memory-ports';

describe('ResolveHost', () => {
  const setup = (appDomain: string | null = 'cv.example.com') => {
    const f = domainsFakes(appDomain);
    return { ...f, resolve: new ResolveHost(f.accounts, f.domains, f.hosts) };
  };

  it('answers the app on its own host and the loopback', async () => {
    const { resolve } = setup();
    expect(await resolve.execute('CV.example.com.')).toEqual({ kind: 'app' });
    expect(await resolve.execute('localhost')).toEqual({ kind: 'app' });
  });

  it('answers a claimed subdomain and a verified domain with the person’s resume, other names unknown', async () => {
    const { resolve, accounts, domains } = setup();
    await accounts.setNames('u1', { subdomain: 'ada' });
    domains.rows.set('u1', { ...newCustomDomain('u1', 'ada.example', new Date()), state: 'verified' });
    domains.rows.set('u2', newCustomDomain('u2', 'pending.example', new Date()));
    expect(await resolve.execute('ada.cv.example.com')).toEqual({ kind: 'resume', userId: 'u1', username: 'ada' });
    expect(await resolve.execute('ada.example')).toEqual({ kind: 'resume', userId: 'u1', username: 'ada' });
    expect(await resolve.execute('pending.example')).toEqual({ kind: 'unknown' });
    expect(await resolve.execute('bob.cv.example.com')).toEqual({ kind: 'unknown' });
  });

  it('answers a page saying it moved once the owner’s paid features stopped, with the public page if on', async () => {
    const { resolve, accounts } = setup();
    await accounts.setNames('u1', { subdomain: 'ada' });
    accounts.rows.set('u1', { ...accounts.rows.get('u1')!, servesPaidFeatures: false });
    expect(await resolve.execute('ada.cv.example.com')).toEqual({ kind: 'moved', userId: 'u1', publicUsername: 'ada' });
    accounts.rows.set('u1', { ...accounts.rows.get('u1')!, publicPage: false });
    expect(await resolve.execute('ada.cv.example.com')).toEqual({ kind: 'moved', userId: 'u1', publicUsername: null });
  });

  it('answers every host as the app until the deployment serves customer names at all', async () => {
    const { resolve, domains } = setup(null);
    expect(await resolve.execute('anything.example')).toEqual({ kind: 'app' });
    domains.rows.set('u1', { ...newCustomDomain('u1', 'ada.example', new Date()), state: 'verified' });
    expect(await resolve.execute('anything.example')).toEqual({ kind: 'unknown' });
  });
});
