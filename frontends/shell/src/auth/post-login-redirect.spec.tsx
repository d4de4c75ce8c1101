/**
 * Where a visitor lands after signing in: /login?redirect=... is remembered (same-site paths only) and the magic-link
 * page goes there once; anything else, or a second sign-in, goes to the editor.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { API_PATHS } from '@resume/contracts';
import LoginPage from '../pages/LoginPage';
import MagicLinkVerifyPage from '../pages/MagicLinkVerifyPage';
import { DEFAULT_AFTER_LOGIN, isSafeRedirect, takeRedirect } from './post-login-redirect';

const user = { id: 1, email: 'ada@example.com', plan: 'free', subscriptionStatus: null };
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === API_PATHS.verifyMagicLink)
      return new Response(JSON.stringify({ success: true, user }), { status: 200 });
    if (url === API_PATHS.user) return new Response(JSON.stringify(user), { status: 200 });
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function Where() {
  const location = useLocation();
  return <p>{`now at ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/magic-link-verify" element={<MagicLinkVerifyPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens /login?redirect=..., then (as the mail's link does, in a new page) the magic link. */
async function signInVia(loginUrl: string, token: string): Promise<void> {
  const login = renderAt(loginUrl);
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  login.unmount();
  renderAt(`/magic-link-verify?token=${token}`);
}

const afterRedirectDelay = { timeout: 5000 };

describe('post-login redirect', () => {
  it('goes back to the guarded page after the magic link, and only once', async () => {
    await signInVia(`/login?redirect=${encodeURIComponent('/filters?tag=react')}`, 'token-safe');
    expect(await screen.findByText('now at /filters?tag=react', undefined, afterRedirectDelay)).toBeTruthy();
    expect(takeRedirect()).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('refuses a redirect to another site and goes to the editor instead', async () => {
    await signInVia(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`, 'token-evil');
    expect(await screen.findByText(`now at ${DEFAULT_AFTER_LOGIN}`, undefined, afterRedirectDelay)).toBeTruthy();
  });

  it('a visit to /login without a target forgets an older one', async () => {
    const first = renderAt('/login?redirect=%2Fprofile');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    first.unmount();
    const second = renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    second.unmount();
    expect(takeRedirect()).toBe(DEFAULT_AFTER_LOGIN);
  });

  it.each([
    ['/filters', true],
    ['/r/ada?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['', false],
    [null, false],
  ])('isSafeRedirect(%j) is %s', (value, safe) => {
    expect(isSafeRedirect(value)).toBe(safe);
  });
});
