/** What a screen gets from the api client when the server says no: status, code and the server's text. */
import { ERROR_CODES } from '@resume/contracts';
import { ApiError, apiJson, getQueryFn, isApiError } from './api-client';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body || null, { status, statusText }));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe('api client errors', () => {
  it('keeps the status, the known code and the server message of an error body', async () => {
    const body = JSON.stringify({ code: 'USERNAME_TAKEN', message: ERROR_CODES.USERNAME_TAKEN.message });
    answer(409, body, 'Conflict');
    const error = await rejection(apiJson('PATCH', '/api/user', { username: 'taken' }));
    expect(error.status).toBe(409);
    expect(error.code).toBe('USERNAME_TAKEN');
    expect(error.serverMessage).toBe('This username is already taken.');
    expect(error.message).toBe(`409: ${body}`);
  });

  it('drops a code the catalogue does not know but keeps the message', async () => {
    answer(400, JSON.stringify({ code: 'SOMETHING_NEW', message: 'Nope.' }));
    const error = await rejection(apiJson('POST', '/api/x', {}));
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBe('Nope.');
  });

  it('uses the plain text of a body that is not JSON, and the status text of an empty one', async () => {
    answer(502, 'Bad gateway from the proxy', 'Bad Gateway');
    const text = await rejection(apiJson('GET', '/api/x'));
    expect(text.message).toBe('502: Bad gateway from the proxy');
    expect(text.code).toBeUndefined();
    expect(text.serverMessage).toBeUndefined();

    answer(500, '', 'Internal Server Error');
    const empty = await rejection(apiJson('GET', '/api/x'));
    expect(empty.message).toBe('500: Internal Server Error');
    expect(empty.body).toBeNull();
  });

  it('sends JSON with the session cookie and reads an empty 204 as null', async () => {
    answer(204, '');
    await expect(apiJson('DELETE', '/api/filters/3')).resolves.toBeNull();
    answer(200, JSON.stringify({ ok: true }));
    await expect(apiJson('POST', '/api/logout', {})).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  });

  it('a query answers null for 401 when asked to, and throws the ApiError otherwise', async () => {
    const context = { queryKey: ['/api/user'], signal: new AbortController().signal } as never;
    answer(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'You are not signed in.' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();

    answer(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'You are not signed in.' }));
    const error = await rejection(Promise.resolve(getQueryFn({ on401: 'throw' })(context)));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('api client Idempotency-Key', () => {
  it('sends the key of a create as the Idempotency-Key header, and no such header without one', async () => {
    answer(201, '{"id":"e1"}');
    answer(201, '{"id":"e2"}');
    await apiJson('POST', '/api/experiences', { title: 'A' }, { idempotencyKey: 'key-12345678' });
    await apiJson('POST', '/api/experiences', { title: 'A' });
    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers.map((h) => [h.get('Idempotency-Key'), h.get('Content-Type')])).toEqual([
      ['key-12345678', 'application/json'],
      [null, 'application/json'],
    ]);
  });
});
