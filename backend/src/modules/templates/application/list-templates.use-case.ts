import { Injectable } from '@nestjs/common';
import type { Template } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

@Injectable()
export class ListTemplates {
  constructor(private readonly templates: TemplateRepository) {}

  execute(userId: string): Promise<Template[]> {
    return this.templates.listByUser(userId);
  }
}
