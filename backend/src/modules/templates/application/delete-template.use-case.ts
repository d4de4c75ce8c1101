import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { TemplateRepository } from './ports/template.repository';

/** Deletes one of the user's templates (NOT_FOUND for anyone else's and for the presets). */
@Injectable()
export class DeleteTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.templates.deleteOwned(userId, id))) throw new DomainError('NOT_FOUND');
  }
}
