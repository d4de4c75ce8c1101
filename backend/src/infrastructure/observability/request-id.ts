import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or a client may hand us as a request id: short, no spaces or quotes (it lands in every log line). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the one a proxy or client sent in X-Request-Id when it looks like an id, else a new UUID. It is
 * answered in X-Request-Id, so a person reporting a problem can quote it and ops can find every line of it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof sent === 'string' && ACCEPTED.test(sent) ? sent : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
