import { InMemoryOwned } from '../../../../shared/testing/in-memory-owned';
import { newTemplate, type Template } from '../../domain/template';
import type { TemplateRepository } from '../ports/template.repository';

/** An in-memory TemplateRepository, for use-case unit tests. */
export class InMemoryTemplates extends InMemoryOwned<Template> implements TemplateRepository {
  async listPresets() {
    return this.rows.filter((t) => t.userId === null);
  }
  async clearDefaultExcept(userId: string, exceptId: string) {
    this.rows = this.rows.map((t) => (t.userId === userId && t.id !== exceptId ? { ...t, isDefault: false } : t));
  }
}

/** The repository with the Modern preset (no owner) in it. */
export function templatesWithPreset() {
  const templates = new InMemoryTemplates();
  templates.rows.push({ ...newTemplate('preset-modern', 'x', { primaryColor: '#8B5CF6' }, new Date()), userId: null });
  return templates;
}
