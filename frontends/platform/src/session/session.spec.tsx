/** The session as a screen sees it: who is signed in, nobody on 401, and the logout failure toast. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toast/toaster';
import { useLogout, useUser } from './session';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Who() {
  const { data, isLoading, isError } = useUser();
  if (isLoading) return <p>checking</p>;
  if (isError) return <p>error</p>;
  return <p>{data ? `signed in as ${data.email}` : 'signed out'}</p>;
}

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => logout.mutate()}>Log out</button>;
}

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('useUser', () => {
  it('shows the signed-in user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 1, email: 'ada@example.com', plan: 'free' }));
    renderWithClient(<Who />);
    expect(await screen.findByText('signed in as ada@example.com')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('a 401 means nobody is signed in (null, not an error), asked once without retry', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHENTICATED', message: 'You are not signed in.' }));
    renderWithClient(<Who />);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another failure is an error, not a signed-out visitor', async () => {
    fetchMock.mockResolvedValue(json(500, { code: 'INTERNAL', message: 'boom' }));
    renderWithClient(<Who />);
    expect(await screen.findByText('error')).toBeTruthy();
  });
});

describe('useLogout', () => {
  it('a failed logout shows the destructive Error toast', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'boom' }));
    renderWithClient(<LogoutButton />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(await screen.findByText('Failed to log out. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });
});
