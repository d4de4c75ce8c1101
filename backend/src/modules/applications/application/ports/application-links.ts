import type { ApplicationLink, CreateShareLinkRequest, User } from '@resume/contracts';

/**
 * The share links applications send: made by the sharing module with its own checks (template, filter, its link
 * and frozen-version limits), and read back with their views, downloads and last opening.
 */
export abstract class ApplicationLinks {
  abstract create(user: User, input: CreateShareLinkRequest): Promise<ApplicationLink>;
}

/** Views, downloads and the last opening of the owner's links, by link id; a deleted link is absent. */
export abstract class LinkActivity {
  abstract of(userId: string, linkIds: string[]): Promise<Map<string, ApplicationLink>>;
}
