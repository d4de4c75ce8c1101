import { Injectable } from '@nestjs/common';
import type { Template } from '@resume/contracts';
import { toTemplateJson } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

/** The system presets, Traditional and Modern (spec 9), seeded by a migration with fixed ids. */
@Injectable()
export class ListPresets {
  constructor(private readonly templates: TemplateRepository) {}

  async execute(): Promise<Template[]> {
    return (await this.templates.listPresets()).map(toTemplateJson);
  }
}
