import { Injectable } from '@nestjs/common';
import type { Template } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

/** A template a user may render with: one of their own or a system preset; null for anything else. */
@Injectable()
export class FindUsableTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(userId: string, templateId: string): Promise<Template | null> {
    const own = await this.templates.findOwned(userId, templateId);
    if (own) return own;
    const preset = (await this.templates.listPresets()).find((t) => t.id === templateId);
    return preset ?? null;
  }
}
