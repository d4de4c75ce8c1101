/**
 * Errors that mean a service the app depends on (MariaDB, Redis) is out for a moment (restarting, failing over,
 * too busy), not that the request or the code is wrong: answered 503 SERVICE_UNAVAILABLE with a Retry-After, so a
 * client or proxy tries again, instead of a 500. TypeORM wraps the driver's error (`driverError`); ioredis gives up
 * a command with MaxRetriesPerRequestError or 'Connection is closed.' while it reconnects.
 */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
]);

interface MaybeDriverError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  driverError?: MaybeDriverError;
  errno?: unknown;
}

/** Seconds a client is told to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export function isDependencyOutage(error: unknown): boolean {
  const e = error as MaybeDriverError | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && OUTAGE_CODES.has(e.code)) return true;
  if (e.driverError && isDependencyOutage(e.driverError)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  return e.message === 'Connection is closed.';
}
