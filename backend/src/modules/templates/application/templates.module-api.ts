import type { SaveTemplateRequest, Template } from '@resume/contracts';

/**
 * What other modules read of templates, in the contracts' types (their bridges import this class, never the domain).
 * Answered by adapters/in/templates.module-api-adapter.ts, which presents the use cases' results.
 */
export abstract class TemplatesModuleApi {
  /** One of the user's templates or a system preset; null for anything else. */
  abstract usable(userId: string, templateId: string): Promise<Template | null>;
  /** The user's default template, else the Traditional preset. */
  abstract defaultOf(userId: string): Promise<Template | null>;
  /** The template a save of `input` would make, never stored (a preview of the template editor's draft). */
  abstract unsaved(userId: string, input: SaveTemplateRequest): Template;
}
