import type { CompleteResume, Filter, Template, User } from '@resume/contracts';

/** A link's owner, and whether their paid features still serve visitors (docs/decisions/0036-plan-lapse.md). */
export interface ShareOwner extends User {
  servesPaidFeatures: boolean;
}

/** What a share link shows, kept by other modules (identity, resume, tailoring, templates). A bridge to them. */
export abstract class SharedContent {
  abstract owner(userId: string): Promise<ShareOwner | null>;
  abstract complete(owner: User): Promise<CompleteResume>;
  abstract filter(userId: string, filterId: string): Promise<Filter | null>;
  /** One of the user's templates or a preset. */
  abstract template(userId: string, templateId: string): Promise<Template | null>;
  /** The user's default template, else the Traditional preset. */
  abstract defaultTemplate(userId: string): Promise<Template | null>;
}

export interface CachedShare<T> {
  body: T;
  /** The body serialised once, sent as is. */
  json: string;
}

/** Assembled shared resumes by version stamp: a hit costs one query (the stamp), a miss about nine. */
export abstract class SharedResumeCache {
  abstract get<T>(key: string): CachedShare<T> | undefined;
  abstract set<T>(key: string, value: CachedShare<T>): void;
}
