import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { LinkActivity } from './ports/application-links';
import { ApplicationRepository } from './ports/application.repository';
import type { ApplicationWithLink } from './list-applications.use-case';

/** One of the person's applications with its link; another person's is APPLICATION_NOT_FOUND (404), as a missing one. */
@Injectable()
export class GetApplication {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly activity: LinkActivity,
  ) {}

  async execute(userId: string, id: string): Promise<ApplicationWithLink> {
    const application = await this.applications.findOwned(userId, id);
    if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
    const links = application.shareLinkId ? await this.activity.of(userId, [application.shareLinkId]) : new Map();
    return { application, link: (application.shareLinkId && links.get(application.shareLinkId)) || null };
  }
}
