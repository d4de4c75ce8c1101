import { Injectable } from '@nestjs/common';
import type { PublicResumeResponse } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { hasPublicPage, publicResume } from '../domain/public-resume';
import { SharedContent } from './ports/shared-content';

/**
 * GET /api/resume/{username} and /r/{username}: a user's complete resume, in their resume theme (spec 2.8, 7).
 * An owner who turned the public page off answers exactly as a username nobody has (docs/decisions/0013-privacy.md):
 * the same error from the same place, before any of the resume is read.
 */
@Injectable()
export class OpenPublicResume {
  constructor(private readonly content: SharedContent) {}

  async execute(username: string): Promise<PublicResumeResponse> {
    const owner = await this.content.ownerByUsername(username);
    if (!owner || !hasPublicPage(owner)) throw new DomainError('RESUME_NOT_FOUND');
    return publicResume(await this.content.complete(owner));
  }
}
