import { SYSTEM_PRESETS, SYSTEM_TEMPLATE_USER_ID } from '../constants/style';
import type { Template } from '../api/entities';

/**
 * How a template is recognised as a system preset, the one rule every package uses: the API shows a preset's
 * owner as SYSTEM_TEMPLATE_USER_ID (-1; the backend keeps it as a row without an owner).
 */
export function isPreset(template: Pick<Template, 'userId'>): boolean {
  return template.userId === SYSTEM_TEMPLATE_USER_ID;
}

/** System templates are named by primary colour (SYSTEM_PRESETS); the user's own are 'Custom Template' (spec 3). */
export function templateName(template: Pick<Template, 'userId' | 'primaryColor'>): string {
  if (!isPreset(template)) return 'Custom Template';
  const color = (template.primaryColor ?? '').toUpperCase();
  const preset = Object.values(SYSTEM_PRESETS).find((p) => p.primaryColor === color);
  return preset ? preset.name : 'System Template';
}
