import { Injectable } from '@nestjs/common';
import { APPLICATION_LIMITS, type ApplicationLink, type CreateApplicationRequest, type User } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId } from '../../../shared/domain/random';
import { type Application, withStatus } from '../domain/application';
import { MatchJob } from './match-job.use-case';
import { ApplicationLinks } from './ports/application-links';
import { ApplicationRepository } from './ports/application.repository';

/**
 * A new application and the share link it sends (frozen unless the person asks for a live one: the employer keeps
 * seeing the version sent). The posting is matched first, outside the transaction (it reads the whole resume); the
 * count against APPLICATION_LIMITS.perUser, the link (with the sharing module's own limits) and the row are one
 * step, so a refused link leaves no application and a refused application no link.
 */
@Injectable()
export class CreateApplication {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly links: ApplicationLinks,
    private readonly matchJob: MatchJob,
    private readonly clock: Clock,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(
    user: User,
    input: CreateApplicationRequest,
  ): Promise<{ application: Application; link: ApplicationLink }> {
    const posting = input.posting ?? null;
    const match = posting ? await this.matchJob.execute(user, { posting, language: input.language }) : null;
    return this.transaction.run(async () => {
      if ((await this.applications.countByUser(user.id)) >= APPLICATION_LIMITS.perUser)
        throw new DomainError('APPLICATION_LIMIT_REACHED');
      const link = await this.links.create(user, {
        filterId: input.filterId ?? null,
        ...(input.templateId ? { templateId: input.templateId } : {}),
        mode: input.mode ?? 'frozen',
      });
      const now = this.clock.now();
      const saved: Application = {
        id: newId(),
        userId: user.id,
        shareLinkId: link.id,
        company: input.company,
        role: input.role,
        posting,
        postingUrl: input.postingUrl ?? null,
        status: 'saved',
        appliedOn: input.appliedOn ?? null,
        statusChangedAt: now,
        history: [{ status: 'saved', at: now }],
        notes: input.notes ?? null,
        match,
        createdAt: now,
        updatedAt: now,
      };
      const application = withStatus(saved, input.status ?? 'saved', now);
      await this.applications.insert(application);
      return { application, link };
    });
  }
}
