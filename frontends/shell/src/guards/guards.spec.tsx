/** The route guards as a visitor meets them: sent to sign in (and back), or shown the 'Premium Feature' dialog. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth, RequireLinkControl, RequirePaid } from './guards';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function userAnswer(user: object | null) {
  fetchMock.mockResolvedValue(
    user
      ? new Response(JSON.stringify(user), { status: 200 })
      : new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'You are not signed in.' }), { status: 401 }),
  );
}

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} at ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Where name="home" />} />
          <Route path="/login" element={<Where name="login" />} />
          <Route path="/pricing" element={<Where name="pricing" />} />
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<Where name="profile" />} />
          </Route>
          <Route element={<RequirePaid />}>
            <Route path="/filters" element={<Where name="filters" />} />
          </Route>
          <Route element={<RequireLinkControl />}>
            <Route path="/share-links" element={<Where name="links" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const free = { id: 1, email: 'free@example.com', plan: 'free', subscriptionStatus: null };
const premium = { id: 2, email: 'paid@example.com', plan: 'premium', subscriptionStatus: 'active' };
const lapsed = { id: 3, email: 'lapsed@example.com', plan: 'premium', subscriptionStatus: 'canceled' };

describe('RequireAuth', () => {
  it('sends a visitor who is not signed in to /login with the page (and its query) to come back to', async () => {
    userAnswer(null);
    renderAt('/profile?tab=email');
    expect(await screen.findByText('login at /login?redirect=%2Fprofile%3Ftab%3Demail')).toBeTruthy();
    expect(screen.queryByText(/^profile at/)).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    userAnswer(free);
    renderAt('/profile');
    expect(await screen.findByText('profile at /profile')).toBeTruthy();
  });
});

describe('RequirePaid', () => {
  it('sends a visitor who is not signed in to /login first', async () => {
    userAnswer(null);
    renderAt('/filters');
    expect(await screen.findByText('login at /login?redirect=%2Ffilters')).toBeTruthy();
  });

  it('shows a free user the Premium Feature dialog instead of the page; Upgrade goes to /pricing', async () => {
    userAnswer(free);
    renderAt('/filters');
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(
      screen.getByText(
        'This feature is only available for Premium subscribers. Upgrade now to access all premium features including filters, custom templates, and more.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^filters at/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('pricing at /pricing')).toBeTruthy();
  });

  it("'Go to Home' leaves the dialog for /", async () => {
    userAnswer(lapsed);
    renderAt('/filters');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('home at /')).toBeTruthy();
  });

  it('shows the page to an active premium subscriber', async () => {
    userAnswer(premium);
    renderAt('/filters');
    expect(await screen.findByText('filters at /filters')).toBeTruthy();
    expect(screen.queryByText('Premium Feature')).toBeNull();
  });
});

describe('RequireLinkControl (Manage Share Links, docs/decisions/0036-plan-lapse.md)', () => {
  it.each([
    ['an active subscriber', premium],
    ['an owner whose subscription ended', lapsed],
    ['an owner whose payment is being retried', { ...premium, subscriptionStatus: 'past_due' }],
  ])('shows the page to %s', async (_who, user) => {
    userAnswer(user);
    renderAt('/share-links');
    expect(await screen.findByText('links at /share-links')).toBeTruthy();
  });

  it('shows the Premium Feature dialog to a free user who never subscribed', async () => {
    userAnswer(free);
    renderAt('/share-links');
    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(screen.queryByText(/^links at/)).toBeNull();
  });
});
