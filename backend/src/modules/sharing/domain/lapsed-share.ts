import { FREE_PDF_TEMPLATE_IDS, SYSTEM_PRESETS } from '@resume/contracts';
import type { SharedResumeResponse, Template } from '@resume/contracts';

/** The template a free plan shows: the standard preset (spec 1, 'the standard template preset'). */
export const FREE_TEMPLATE_ID = SYSTEM_PRESETS.traditional.id;

const FREE = new Set<string>(FREE_PDF_TEMPLATE_IDS);

/**
 * What a link shows once its owner's paid features stopped (docs/decisions/0036-plan-lapse.md): what a free plan
 * may show. The filter stays as it is, since it only hides and a fallback must never show more than the link
 * showed; a template a free plan cannot use gives way to the free preset (`free`, null when it cannot be read:
 * the renderer's default, which is the same preset).
 */
export function asFreePlanShows(shown: SharedResumeResponse, free: Template | null): SharedResumeResponse {
  if (!shown.template || FREE.has(shown.template.id)) return shown;
  const { template: _paid, ...rest } = shown;
  return free ? { ...rest, template: free } : rest;
}
