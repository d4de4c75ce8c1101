import type { CreateShareLinkRequest, ShareLinkDetails, User } from '@resume/contracts';

/**
 * What other modules ask of sharing, in the contracts' types (their bridges import this class, never the domain).
 * Answered by adapters/in/sharing.module-api-adapter.ts through the use cases the routes use.
 */
export abstract class SharingModuleApi {
  /**
   * A new share link, as POST /api/share-links makes it: the same checks (template, filter, SHARE_LINK_LIMIT_REACHED,
   * SNAPSHOT_LIMIT_REACHED for a frozen one). An application sends a link of its own (docs/decisions/0052).
   */
  abstract createLink(user: User, input: CreateShareLinkRequest): Promise<ShareLinkDetails>;
}
