/**
 * The profile's LinkedIn Integration card as its owner meets it: the status, Connect (the development simulation on a
 * paid plan, the premium dialog on free), Sync with the question about typed fields, Disconnect after a confirm, and
 * the toasts the OAuth callback's return asks for.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@resume/contracts';
import { answerRoutes, jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { useLocation } from 'react-router-dom';
import { ProfilePage } from '../profile/ProfilePage';
import { LinkedInCard } from './LinkedInCard';
import { ada, status } from './linkedin-fixtures';

const fetchMock = mockFetch();

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('LinkedIn Integration card', () => {
  it('not connected, paid: Connect runs the development simulation with its toasts', async () => {
    answerRoutes(fetchMock, {
      'GET /api/linkedin': () => jsonResponse(200, status()),
      'POST /api/dev-connect-linkedin': () => jsonResponse(200, { success: true, linkedinId: 'dev-u1' }),
      'POST /api/dev-import-linkedin': () => jsonResponse(200, { success: true, filled: [], kept: [] }),
    });
    renderWithProviders(<LinkedInCard user={ada} />);
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.getByText(/import your experience, education and skills/)).toBeTruthy();

    await click('Connect LinkedIn');
    expect(await screen.findByText('Development Mode')).toBeTruthy();
    expect(await screen.findByText('LinkedIn Connected', {}, { timeout: 4000 })).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([
      { url: '/api/dev-connect-linkedin', method: 'POST', body: { userId: 'u1' } },
      { url: '/api/dev-import-linkedin', method: 'POST', body: undefined },
    ]);
  });

  it("a failed simulated connect shows 'Connection Failed' with the server's words", async () => {
    answerRoutes(fetchMock, {
      'GET /api/linkedin': () => jsonResponse(200, status()),
      'POST /api/dev-connect-linkedin': () =>
        jsonResponse(403, {
          code: 'LINKEDIN_WRONG_USER',
          message: 'You can only connect LinkedIn to your own account.',
        }),
    });
    renderWithProviders(<LinkedInCard user={ada} />);
    await screen.findByText('Not connected');
    await click('Connect LinkedIn');
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('You can only connect LinkedIn to your own account.')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST').map((r) => r.url)).toEqual(['/api/dev-connect-linkedin']);
  });

  it('on a plan without LinkedIn, Connect opens the premium dialog and sends nothing', async () => {
    answerRoutes(fetchMock, { 'GET /api/linkedin': () => jsonResponse(200, status({ canConnect: false })) });
    renderWithProviders(<LinkedInCard user={{ ...ada, plan: 'free', subscriptionStatus: null }} />);
    await screen.findByText('Not connected');
    await click('Connect LinkedIn');
    const dialog = await screen.findByTestId('premium-required-dialog');
    expect(dialog.textContent).toContain(MESSAGES.linkedin.premiumDialog);
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(requestsMade(fetchMock, 'POST')).toEqual([]);
  });

  it('connected: Sync fills, then asks about the fields the person typed and overwrites only after yes', async () => {
    const kept = [{ field: 'title', current: 'Engineer', fromLinkedIn: 'Senior Software Engineer' }];
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/linkedin') return jsonResponse(200, status({ connected: true, canSync: true }));
      const body = JSON.parse(String(init?.body)) as { overwrite?: boolean };
      return jsonResponse(200, { success: true, filled: [], kept: body.overwrite ? [] : kept });
    });
    renderWithProviders(<LinkedInCard user={ada} />);
    expect(await screen.findByText('Connected to LinkedIn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect LinkedIn' })).toBeNull();

    await click('Sync Profile');
    const question = await screen.findByRole('alertdialog', { name: 'Replace your values with LinkedIn’s?' });
    expect(question.textContent).toContain('Job Title: yours “Engineer”, LinkedIn’s “Senior Software Engineer”');
    expect(screen.getByText('LinkedIn Profile Synced')).toBeTruthy();

    await click('Use LinkedIn’s values');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsMade(fetchMock, 'POST').map((r) => r.body)).toEqual([{ overwrite: false }, { overwrite: true }]);
  });

  it("a failed sync shows 'Sync Failed' with the spec's text", async () => {
    answerRoutes(fetchMock, {
      'GET /api/linkedin': () => jsonResponse(200, status({ connected: true, canSync: true })),
      'POST /api/import-linkedin-profile': () => jsonResponse(502, { code: 'LINKEDIN_PROVIDER_FAILED', message: 'x' }),
    });
    renderWithProviders(<LinkedInCard user={ada} />);
    await screen.findByText('Connected to LinkedIn');
    await click('Sync Profile');
    expect(await screen.findByText('Sync Failed')).toBeTruthy();
    expect(screen.getByText('Could not sync LinkedIn profile. Please try again.')).toBeTruthy();
  });

  it('Disconnect asks first; Cancel keeps the connection, Disconnect removes it', async () => {
    let connected = true;
    answerRoutes(fetchMock, {
      'GET /api/linkedin': () => jsonResponse(200, status({ connected, canSync: connected })),
      'DELETE /api/auth/linkedin': () => {
        connected = false;
        return jsonResponse(200, { success: true });
      },
    });
    renderWithProviders(<LinkedInCard user={ada} />);
    await screen.findByText('Connected to LinkedIn');

    await click('Disconnect');
    await click('Cancel');
    expect(requestsMade(fetchMock, 'DELETE')).toEqual([]);

    await click('Disconnect');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    });
    expect(await screen.findByText('LinkedIn Disconnected')).toBeTruthy();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(requestsMade(fetchMock, 'DELETE')).toHaveLength(1);
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('returning from LinkedIn to /profile?tab=linkedin', () => {
  it.each([
    ['connected', 'LinkedIn Connected', undefined],
    ['failed', 'Connection Failed', 'Could not connect to LinkedIn. Please try again.'],
  ])('linkedin=%s shows %s and drops the parameter', async (result, title, description) => {
    Element.prototype.scrollIntoView = jest.fn();
    answerRoutes(fetchMock, {
      'GET /api/user': () => jsonResponse(200, ada),
      'GET /api/linkedin': () => jsonResponse(200, status({ connected: result === 'connected' })),
    });
    renderWithProviders(
      <>
        <ProfilePage />
        <Where />
      </>,
      { route: `/profile?tab=linkedin&linkedin=${result}` },
    );
    expect(await screen.findByText(title)).toBeTruthy();
    if (description) expect(screen.getByText(description)).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The address changes after the toast's effect; a loaded machine can take more than waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile?tab=linkedin'), {
      timeout: 5_000,
    });
  });
});
