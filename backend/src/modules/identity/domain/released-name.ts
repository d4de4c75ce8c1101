import { LIMITS } from '@resume/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two kinds of name a link can carry: /r/{username} and {subdomain}.APP_DOMAIN. */
export type NameKind = 'username' | 'subdomain';

/** A name an account gave up (a changed username, a released or changed subdomain), and when. */
export interface ReleasedName {
  kind: NameKind;
  /** In its canonical form (canonicalName). */
  name: string;
  previousOwnerId: string;
  releasedAt: Date;
}

/** Names compare in lower case, trimmed: the form both are stored in. */
export function canonicalName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Whether a released name is still held back from `claimant` (docs/decisions/0036-plan-lapse.md): for
 * LIMITS.nameCooldownDays only its previous owner may take it, so links already handed out never show a stranger.
 */
export function heldBack(released: ReleasedName | null, claimant: string, now: Date): boolean {
  if (!released || released.previousOwnerId === claimant) return false;
  return now.getTime() < released.releasedAt.getTime() + LIMITS.nameCooldownDays * DAY_MS;
}
