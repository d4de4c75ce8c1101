import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId } from '../../../shared/domain/random';
import { checkRoomForTemplate, newTemplate, savedOver, Template, TemplateInput } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

export interface SavedTemplate {
  template: Template;
  created: boolean;
}

/**
 * POST /api/templates: without an id a new template (at most TEMPLATE_LIMITS.perUser), with the id of one of the
 * user's templates a save over it (NOT_FOUND for anyone else's, presets included). A default template takes the
 * flag from the user's others in the same transaction, so at most one is the default.
 */
@Injectable()
export class SaveTemplate {
  constructor(
    private readonly templates: TemplateRepository,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(userId: string, id: string | undefined, input: TemplateInput): Promise<SavedTemplate> {
    return this.transaction.run(async () => {
      const now = this.clock.now();
      let template;
      if (id === undefined) {
        checkRoomForTemplate(await this.templates.countByUser(userId));
        template = newTemplate(newId(), userId, input, now);
        await this.templates.insert(template);
      } else {
        const existing = await this.templates.findOwned(userId, id);
        if (!existing) throw new DomainError('NOT_FOUND');
        template = savedOver(existing, input, now);
        await this.templates.updateOwned(template);
      }
      if (template.isDefault) await this.templates.clearDefaultExcept(userId, template.id);
      return { template, created: id === undefined };
    });
  }
}
