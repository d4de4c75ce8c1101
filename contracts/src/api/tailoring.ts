/** Filters, templates and the tailored resume view (spec 7). */
import type { CompleteResume, Filter, Template } from './entities';

export const TAILORING_API = {
  filters: '/api/filters',
  filter: (id: string) => `/api/filters/${encodeURIComponent(id)}`,
  /** GET: the sorted unique tags of the user's experiences and projects, the ones a filter may use. */
  filterTags: '/api/filters/tags',
  templates: '/api/templates',
  template: (id: string) => `/api/templates/${encodeURIComponent(id)}`,
  presets: '/api/templates/presets',
  /** GET: the owner's resume tailored by one of their filters (the private /resume?filter= preview). */
  filteredResume: (filterId: string) => `/api/resume/filter/${encodeURIComponent(filterId)}`,
} as const;

export interface FilteredResumeResponse extends CompleteResume {
  filter: Filter;
  template?: Template;
}

export type SaveTemplateRequest = Partial<Omit<Template, 'id' | 'userId' | 'pageMargin'>> & {
  id?: string;
  userId?: string | number;
  pageMargin?: string | number;
};

/** System templates are named by primary colour; the user's own are 'Custom Template' (spec 3). */
export function templateName(template: Pick<Template, 'userId' | 'primaryColor'>): string {
  if (template.userId !== -1) return 'Custom Template';
  const color = (template.primaryColor ?? '').toUpperCase();
  if (color === '#2563EB') return 'Traditional Template';
  if (color === '#8B5CF6') return 'Modern Template';
  return 'System Template';
}
