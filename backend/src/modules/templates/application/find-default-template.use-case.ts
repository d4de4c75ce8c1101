import { Injectable } from '@nestjs/common';
import { SYSTEM_PRESETS } from '@resume/contracts';
import type { Template } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

/** The user's default template, else the Traditional preset (spec 7: the share page sends only a filter). */
@Injectable()
export class FindDefaultTemplate {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(userId: string): Promise<Template | null> {
    const own = (await this.templates.listByUser(userId)).find((t) => t.isDefault);
    if (own) return own;
    const preset = (await this.templates.listPresets()).find((t) => t.id === SYSTEM_PRESETS.traditional.id);
    return preset ?? null;
  }
}
