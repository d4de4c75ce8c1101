import { Injectable } from '@nestjs/common';
import type { PublicResumeResponse } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { hasPublicPage, publicResume } from '../domain/public-resume';
import { PublicResumeVersions } from './ports/public-resume-versions';
import { CachedShare, SharedContent, SharedResumeCache } from './ports/shared-content';

/** A public page found by username: whose it is and the version stamp of all it shows. */
export interface PublicResumeFound {
  userId: string;
  version: string;
}

export interface OpenedPublicResume extends CachedShare<PublicResumeResponse> {
  version: string;
}

/**
 * GET /api/resume/{username} and /r/{username}: a user's complete resume, in their resume theme (spec 2.8, 7), in
 * two steps so a visit costs one query when nothing changed: `find` reads the version stamp (the adapters answer a
 * revalidation with 304, or serve the page they rendered for that stamp), `open` the resume, assembled once per
 * stamp (SharedResumeCache, as share links). An owner who turned the public page off answers exactly as a username
 * nobody has (docs/decisions/0013-privacy.md): the same error from the same place, before any of the resume is read,
 * on every visit (the switch is read with the stamp, never taken from a cache).
 */
@Injectable()
export class OpenPublicResume {
  constructor(
    private readonly versions: PublicResumeVersions,
    private readonly content: SharedContent,
    private readonly cache: SharedResumeCache,
  ) {}

  async find(username: string): Promise<PublicResumeFound> {
    // Usernames are stored in lower case; a visitor may type it in any case (MariaDB's collation ignores it, sql.js not).
    const found = await this.versions.findByUsername(username.toLowerCase());
    if (!found || !hasPublicPage(found)) throw new DomainError('RESUME_NOT_FOUND');
    return { userId: found.userId, version: found.version };
  }

  async open({ userId, version }: PublicResumeFound): Promise<OpenedPublicResume> {
    const key = `public:${userId}:${version}`;
    const cached = this.cache.get<PublicResumeResponse>(key);
    if (cached) return { ...cached, version };
    const owner = await this.content.owner(userId);
    // Turned off (or deleted) since the stamp was read: still the unknown-username answer.
    if (!owner || !hasPublicPage(owner)) throw new DomainError('RESUME_NOT_FOUND');
    const body = publicResume(await this.content.complete(owner));
    // Read after the stamp, so never older than the key it is kept under.
    const value = { body, json: JSON.stringify(body) };
    this.cache.set(key, value);
    return { ...value, version };
  }
}
