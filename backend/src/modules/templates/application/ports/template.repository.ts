import { OwnedRepository } from '../../../../shared/application/owned-repository';
import type { Template } from '../../domain/template';

/** The users' templates, and the system presets (rows without an owner). */
export abstract class TemplateRepository extends OwnedRepository<Template> {
  /** The presets, in the order they were seeded. */
  abstract listPresets(): Promise<Template[]>;
  /** isDefault = false on every template of the user but `exceptId`. */
  abstract clearDefaultExcept(userId: string, exceptId: string): Promise<void>;
}
