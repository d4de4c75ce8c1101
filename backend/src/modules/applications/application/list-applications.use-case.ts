import { Injectable } from '@nestjs/common';
import type { ApplicationLink } from '@resume/contracts';
import { type Application, newestFirst } from '../domain/application';
import { LinkActivity } from './ports/application-links';
import { ApplicationRepository } from './ports/application.repository';

export interface ApplicationWithLink {
  application: Application;
  /** Null once the link was deleted. */
  link: ApplicationLink | null;
}

/** The person's applications, newest first, each with its link's views, downloads and last opening. */
@Injectable()
export class ListApplications {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly activity: LinkActivity,
  ) {}

  async execute(userId: string): Promise<ApplicationWithLink[]> {
    const applications = (await this.applications.listByUser(userId)).sort(newestFirst);
    const linkIds = applications.map((a) => a.shareLinkId).filter((id): id is string => id !== null);
    const links = await this.activity.of(userId, linkIds);
    return applications.map((application) => ({
      application,
      link: application.shareLinkId ? (links.get(application.shareLinkId) ?? null) : null,
    }));
  }
}
