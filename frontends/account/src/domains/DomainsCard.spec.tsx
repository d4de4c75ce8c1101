/**
 * The profile's domains section as its owner meets it (issue 14 point 5): locked with the premium dialog on the free
 * plan, a subdomain claimed (or refused in the catalogue's words under the field), a custom domain entered with the
 * records to copy, its state, and 'Verify now'.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DOMAIN_ACTIVATION_NOTE, ERROR_CODES, type DomainSettings } from '@resume/contracts';
import {
  aUser,
  answerRoutes,
  jsonResponse,
  mockFetch,
  renderWithProviders,
  requestsMade,
} from '@resume/platform/testing';
import { DomainsCard } from './DomainsCard';

const fetchMock = mockFetch();
const paid = aUser({ plan: 'premium', subscriptionStatus: 'active' });

const settings = (overrides: Partial<DomainSettings> = {}): DomainSettings => ({
  subdomainsEnabled: true,
  appDomain: 'resumes.example.com',
  subdomain: null,
  subdomainUrl: null,
  customDomain: null,
  customDomainUrl: null,
  state: null,
  lastCheckedAt: null,
  records: [],
  activationNote: DOMAIN_ACTIVATION_NOTE,
  ...overrides,
});

const pending = settings({
  customDomain: 'cv.example.org',
  state: 'pending',
  records: [
    { type: 'TXT', name: '_resume-verify.cv.example.org', value: 'code-1234' },
    { type: 'CNAME', name: 'cv.example.org', value: 'resumes.example.com' },
  ],
});

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('Custom Domain card', () => {
  it('is locked on the free plan: the premium dialog, and no domain request at all', async () => {
    renderWithProviders(<DomainsCard user={aUser({ plan: 'free', subscriptionStatus: null })} />);
    expect(screen.getByTestId('domains-locked').textContent).toContain(
      'Custom domains and subdomains are part of Premium.',
    );
    await click('Unlock with Premium');
    const dialog = await screen.findByTestId('premium-required-dialog');
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    // The dialog reads the session (a past-due payment changes its words); nothing about domains is asked.
    expect(requestsMade(fetchMock).filter((r) => r.url !== '/api/user')).toEqual([]);
  });

  it('claims a subdomain in lower case and shows its address', async () => {
    answerRoutes(fetchMock, {
      'GET /api/domains': () => jsonResponse(200, settings()),
      'PUT /api/domains/subdomain': () =>
        jsonResponse(200, settings({ subdomain: 'ada', subdomainUrl: 'https://ada.resumes.example.com' })),
      'GET /api/user': () => jsonResponse(200, paid),
    });
    renderWithProviders(<DomainsCard user={paid} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subdomain' }), { target: { value: ' ADA ' } });
    await click('Save subdomain');
    expect((await screen.findByTestId('subdomain-url')).getAttribute('href')).toBe('https://ada.resumes.example.com');
    expect(requestsMade(fetchMock, 'PUT')).toEqual([
      { url: '/api/domains/subdomain', method: 'PUT', body: { subdomain: 'ada' } },
    ]);
  });

  it("shows the server's refusal under the field", async () => {
    answerRoutes(fetchMock, {
      'GET /api/domains': () => jsonResponse(200, settings()),
      'PUT /api/domains/subdomain': () =>
        jsonResponse(409, { code: 'SUBDOMAIN_TAKEN', message: ERROR_CODES.SUBDOMAIN_TAKEN.message }),
    });
    renderWithProviders(<DomainsCard user={paid} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subdomain' }), { target: { value: 'taken' } });
    await click('Save subdomain');
    const error = await screen.findByTestId('field-error');
    expect(error.textContent).toBe('This subdomain is already taken.');
    expect(screen.getByRole('textbox', { name: 'Subdomain' }).getAttribute('aria-describedby')).toBe(error.id);
  });

  it('refuses a malformed subdomain before sending', async () => {
    answerRoutes(fetchMock, { 'GET /api/domains': () => jsonResponse(200, settings()) });
    renderWithProviders(<DomainsCard user={paid} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subdomain' }), { target: { value: '-ada-' } });
    await click('Save subdomain');
    expect((await screen.findByTestId('field-error')).textContent).toBe(
      'Use lower-case letters, digits and hyphens; no hyphen at the start or end.',
    );
    expect(requestsMade(fetchMock, 'PUT')).toEqual([]);
  });

  it('enters a domain, shows the records with copy buttons and the pending state, and verifies', async () => {
    let current = settings();
    answerRoutes(fetchMock, {
      'GET /api/domains': () => jsonResponse(200, current),
      'PUT /api/domains/custom': () => jsonResponse(200, (current = pending)),
      'POST /api/domains/custom/verify': () =>
        jsonResponse(
          200,
          (current = {
            ...pending,
            state: 'verified',
            customDomainUrl: 'https://cv.example.org',
            lastCheckedAt: new Date().toISOString(),
          }),
        ),
      'GET /api/user': () => jsonResponse(200, paid),
    });
    renderWithProviders(<DomainsCard user={paid} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Custom domain' }), {
      target: { value: 'cv.example.org' },
    });
    await click('Save domain');
    expect((await screen.findByTestId('custom-domain-state')).textContent).toBe('Pending');
    expect(requestsMade(fetchMock, 'PUT')).toEqual([
      { url: '/api/domains/custom', method: 'PUT', body: { domain: 'cv.example.org' } },
    ]);
    expect(screen.getByTestId('custom-domain-checked').textContent).toBe('Last checked: Not checked yet');
    expect(screen.getByTestId('dns-TXT-value').textContent).toBe('code-1234');
    expect(screen.getByRole('button', { name: 'Copy TXT record name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy TXT record value' })).toBeTruthy();
    expect(screen.getByTestId('activation-note').textContent).toContain('24-48 hours');

    await click('Verify now');
    expect((await screen.findByTestId('custom-domain-url')).getAttribute('href')).toBe('https://cv.example.org');
    expect(screen.getByTestId('custom-domain-state').textContent).toBe('Verified');
    expect(await screen.findByText('Domain verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });

  it("says 'Not verified yet' when the record is not there", async () => {
    answerRoutes(fetchMock, {
      'GET /api/domains': () => jsonResponse(200, pending),
      'POST /api/domains/custom/verify': () =>
        jsonResponse(200, { ...pending, state: 'failed', lastCheckedAt: new Date().toISOString() }),
      'GET /api/user': () => jsonResponse(200, paid),
    });
    renderWithProviders(<DomainsCard user={paid} />);
    await screen.findByTestId('custom-domain-state');
    await click('Verify now');
    expect(await screen.findByText('Not verified yet')).toBeTruthy();
    expect(screen.getByTestId('custom-domain-state').textContent).toBe('Failed');
  });
});
