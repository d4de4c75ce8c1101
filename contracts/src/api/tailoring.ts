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
