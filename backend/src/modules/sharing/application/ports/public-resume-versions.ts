/** What a visit by username needs before anything else: whose page it is, whether it is on, and its version stamp. */
export interface PublicResumeVersion {
  userId: string;
  /** The owner's public-page switch (docs/decisions/0013-privacy.md). */
  publicPage: boolean;
  /** The owner's and resume's last-change times, joined: a cache key that changes with anything the page shows. */
  version: string;
}

/**
 * The read /r/{username} and GET /api/resume/{username} start with. A read model, like LinksForVisit: the stamp takes
 * identity's and resume's last-change times in the same query (docs/decisions/0018-read-models-and-presenters.md).
 */
export abstract class PublicResumeVersions {
  /** One query: null when no account has this username. */
  abstract findByUsername(username: string): Promise<PublicResumeVersion | null>;
}
