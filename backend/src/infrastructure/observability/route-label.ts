import type { IncomingMessage } from 'node:http';

/** Requests no route of the app matched: static files, the shell's pages, the admin pages, 404s. */
const OTHER_ROUTE = '(other)';

/**
 * The route pattern that answered the request (`/api/experiences/:id`), never the raw URL: ids, usernames and share
 * codes stay out of metric labels and log lines, and the label set stays small.
 */
export function routeLabel(req: IncomingMessage): string {
  const route = (req as IncomingMessage & { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? route.path : OTHER_ROUTE;
}
