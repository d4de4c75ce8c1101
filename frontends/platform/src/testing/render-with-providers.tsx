/**
 * Test support for the frontend packages' unit specs (not part of the platform's public API): a screen rendered
 * with what the shell gives every remote (a query client, the Toaster, a router), and `fetch` answered by a mock,
 * so a spec drives the real hooks and asserts the requests and what the user sees.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '../toast/use-toast';
import { Toaster } from '../toast/toaster';

export type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/** Replaces `fetch` with a fresh mock for each test; answer it with `jsonResponse`. */
export function mockFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers each request by its method and path, e.g. `{ 'GET /api/user': () => jsonResponse(200, user) }`; a request
 * no route names gets a 404, so a spec notices a call it did not expect.
 */
export function answerRoutes(fetchMock: FetchMock, routes: Record<string, () => Response>): void {
  fetchMock.mockImplementation(async (url, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(url)}`];
    return route ? route() : jsonResponse(404, { code: 'NOT_FOUND', message: `No route for ${String(url)}` });
  });
}

/** The requests the mock received (with one method, if given): path, method and parsed JSON body. */
export function requestsMade(fetchMock: FetchMock, method?: string): { url: string; method: string; body: unknown }[] {
  return fetchMock.mock.calls
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }))
    .filter((request) => !method || request.method === method);
}

/**
 * The toast store lives for the whole spec file and the Toaster shows its newest entry (limit 1), so an older test's
 * toast would still be on screen after a remount. One dismissed placeholder pushes it out and shows nothing.
 */
function clearToasts(): void {
  act(() => {
    toast({}).dismiss();
  });
}

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  clearToasts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Gives each test the clipboard it sets (jsdom has none); after each test there is none again. */
export function mockClipboard(): (writeText: (text: string) => Promise<void>) => void {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  return (writeText) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}
