import { Injectable } from '@nestjs/common';
import { SHARE_LINK_LIMITS } from '@resume/contracts';
import type { CreateShareLinkRequest, User } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId } from '../../../shared/domain/random';
import { checkTemplateChosen, OwnedShareLink, ShareLink } from '../domain/share-link';
import { codedLinkWarnings } from '../domain/public-resume';
import { ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';
import { ShareFreezer } from './share-freezer';

/**
 * A new share link (spec 3, 5, 7). The full form names the resume and must name a template ('Template Required');
 * the share page sends only a filter, and then the user's default template (or the Traditional preset) is used.
 * 'Frozen' (mode) keeps the version of now (docs/decisions/0027), stored with the link in one transaction.
 */
@Injectable()
export class CreateShareLink {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: SharedContent,
    private readonly clock: Clock,
    private readonly freezer: ShareFreezer,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(user: User, input: CreateShareLinkRequest): Promise<OwnedShareLink> {
    const { resume } = await this.content.complete(user);
    if (input.resumeId !== undefined && input.resumeId !== resume.id) throw new DomainError('RESUME_NOT_FOUND');

    const fullForm = input.resumeId !== undefined || input.templateId !== undefined;
    let templateId: string;
    if (fullForm) {
      checkTemplateChosen(input.templateId);
      const template = await this.content.template(user.id, input.templateId);
      if (!template) throw new DomainError('NOT_FOUND', 'template not found');
      templateId = template.id;
    } else {
      const template = await this.content.defaultTemplate(user.id);
      if (!template) throw new DomainError('TEMPLATE_REQUIRED');
      templateId = template.id;
    }

    const filter = input.filterId ? await this.content.filter(user.id, input.filterId) : null;
    if (input.filterId && !filter) throw new DomainError('NOT_FOUND', 'filter not found');

    const now = this.clock.now();
    const link: ShareLink = {
      id: newId(),
      userId: user.id,
      shareableId: newId(),
      filterId: filter?.id ?? null,
      resumeId: resume.id,
      templateId,
      securityCode: input.securityCode ?? null,
      noindex: input.noindex ?? false,
      allowPdfDownload: input.allowPdfDownload ?? false,
      viewCount: 0,
      downloadCount: 0,
      failedAttempts: 0,
      lockedAt: null,
      createdAt: now,
      updatedAt: now,
      frozen: null,
      pausedAt: null,
      expiresAt: null,
    };
    const created = await this.transaction.run(async () => {
      if ((await this.links.countByUser(user.id)) >= SHARE_LINK_LIMITS.perUser)
        throw new DomainError('SHARE_LINK_LIMIT_REACHED');
      const kept = input.mode === 'frozen' ? { ...link, frozen: await this.freezer.freeze(link, user, now) } : link;
      await this.links.insert(kept);
      return kept;
    });
    return { link: created, filterName: filter?.name ?? null, warnings: codedLinkWarnings(created, user) };
  }
}
