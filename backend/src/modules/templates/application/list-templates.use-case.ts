import { Injectable } from '@nestjs/common';
import type { Template } from '@resume/contracts';
import { toTemplateJson } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

@Injectable()
export class ListTemplates {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(userId: string): Promise<Template[]> {
    return (await this.templates.listByUser(userId)).map(toTemplateJson);
  }
}
