import { clientKeyOf } from '../../shared/domain/client-key';

/** The part of an HTTP request a per-client key needs (Express's Request, or the throttler's untyped one). */
interface ClientRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The counter key of the client behind a request, for every per-client rate limit: clientKeyOf its req.ip (never
 * the raw X-Forwarded-For; TRUST_PROXY decides), so an IPv6 client is one client for its whole /64.
 */
export function requestClientKey(req: ClientRequest): string {
  return `client:${clientKeyOf(req.ip ?? req.socket?.remoteAddress ?? '')}`;
}
