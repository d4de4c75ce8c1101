import type { QueryFunction } from '@tanstack/react-query';
import { IDEMPOTENCY, isErrorCode, type ApiErrorBody } from '@resume/contracts';
import { translateApiMessage } from '../i18n/translate-message';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Any non-OK response (spec 7). `message` is `${status}: ${body text or statusText}`; the parsed error body
 * `{code, message}` is kept in `body` when the server sent one, so screens can map codes to the spec's texts.
 */
export class ApiError extends Error {
  readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get code(): ApiErrorBody['code'] | undefined {
    return this.body?.code;
  }

  /**
   * The server's human message if it sent an error body, otherwise undefined: in the page's language (the server
   * words it in English with its code; translate-message.ts), so every screen that shows it speaks the page's
   * language. `body.message` keeps the server's own words.
   */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return message === undefined ? undefined : translateApiMessage(this.body?.code, message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 403 PREMIUM_REQUIRED answer: the user has no paid plan with status active or trialing. */
export function isPremiumRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'PREMIUM_REQUIRED';
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      const code = 'code' in parsed && isErrorCode(parsed.code) ? parsed.code : undefined;
      return { ...(parsed as object), code, message: parsed.message } as ApiErrorBody;
    }
  } catch {
    /* not JSON */
  }
  return null;
}

/** Throws an ApiError when the response is not OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text, parseErrorBody(text));
}

/** Options of a request (platform 1.2). */
export interface ApiRequestOptions {
  /**
   * Sent as the Idempotency-Key header of a create: one key per action of the person, the same for its retries, so a
   * repeat of a create whose answer was lost gets the first answer instead of a second item (IDEMPOTENCY).
   */
  idempotencyKey?: string;
}

/** Sends a request with the session cookie and, when there is a body, a JSON content type. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY.header] = options.idempotencyKey;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length ? headers : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON body (or null for an empty body such as 204). */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const res = await apiRequest(method, path, body, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function keyed by path: the first element of the query key is the URL (spec 7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
