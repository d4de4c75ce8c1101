import { Injectable } from '@nestjs/common';
import type { Template } from '../domain/template';
import { TemplateRepository } from './ports/template.repository';

/** The system presets, Traditional and Modern (spec 9), seeded by a migration with fixed ids. */
@Injectable()
export class ListPresets {
  constructor(private readonly templates: TemplateRepository) {}

  execute(): Promise<Template[]> {
    return this.templates.listPresets();
  }
}
