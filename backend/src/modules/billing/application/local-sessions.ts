import { DomainError } from '../../../shared/domain/domain-error';
import { LocalBillingStore, LocalSession } from './ports/local-billing';

/** How long a local checkout or portal session can be used (Stripe's checkout sessions also last 24 hours). */
export const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A local session of the signed-in user, or 404: another person's session, an expired one and an unknown id all
 * answer the same, so ids cannot be probed.
 */
export async function ownLocalSession(
  store: LocalBillingStore,
  userId: string,
  id: string,
  kind: LocalSession['kind'],
  now: Date,
): Promise<LocalSession> {
  const session = await store.findSession(id);
  if (!session || session.kind !== kind || session.userId !== userId || session.expiresAt <= now)
    throw new DomainError('NOT_FOUND');
  return session;
}
