/** POST /api/pdf-preview (docs/decisions/0045-live-preview.md): what the preview asks for. */
import type { UpdateUserRequest } from './auth';
import type { PaperSize } from './pdf';
import type { CertificationInput, EducationInput, ExperienceInput, ProjectInput } from './resume';
import type { SaveTemplateRequest } from './tailoring';

/** The list sections a draft item may belong to (skills are added by a dialog and appear once saved). */
export const PREVIEW_DRAFT_SECTIONS = ['experiences', 'education', 'projects', 'certifications'] as const;
export type PreviewDraftSection = (typeof PREVIEW_DRAFT_SECTIONS)[number];

/**
 * One item being typed, with its form values as its section's create DTO validates them: `id` is the saved item
 * it replaces, null for a new one (shown last in its section).
 */
export type PreviewDraftItem = { id: string | null } & (
  | ({ section: 'experiences' } & Partial<ExperienceInput>)
  | ({ section: 'education' } & Partial<EducationInput>)
  | ({ section: 'projects' } & Partial<ProjectInput>)
  | ({ section: 'certifications' } & Partial<CertificationInput>)
);

/** What the person is typing and has not saved: laid over the saved resume for the preview only. */
export interface ResumeDraft {
  /** The personal form as PATCH /api/user validates it (only what prints is used). */
  user?: UpdateUserRequest;
  /** The summary form as PATCH /api/resume validates it. */
  resume?: { summary?: string | null };
  item?: PreviewDraftItem;
}

export interface PreviewPdfRequest {
  /** null or absent: the whole resume. A filter needs a paid plan; a filter and a draft are not combined. */
  filterId?: string | null;
  /** As in GeneratePdfRequest: null is the standard preset. */
  templateId: string | null;
  /**
   * The template editor's unsaved template (POST /api/templates' body), printed instead of `templateId`'s; a paid
   * feature like custom templates.
   */
  template?: SaveTemplateRequest;
  /** As in GeneratePdfRequest. */
  paperSize?: PaperSize;
  draft?: ResumeDraft;
}
