/**
 * LinkedIn (spec 2.7, 2.13, 5, 7, 8; issue 13; docs/decisions/0022-linkedin.md): connect through OAuth 2.0 / OpenID
 * Connect, sync the profile fields the connection can read, import the member's own data export (a ZIP of CSV files),
 * and, in development without LINKEDIN_CLIENT_ID, a simulated connect and import.
 *
 * Whether an account is connected is `User.linkedinId !== null` (GET /api/user); GET /api/linkedin says more.
 */
import type { PersonalField } from './auth';
import type { CertificationInput, EducationInput, ExperienceInput, ProjectInput, ResumeSection } from './resume';

export const LINKEDIN_API = {
  /** GET -> LinkedInStatusResponse (signed in). */
  status: '/api/linkedin',
  /** GET by browser navigation (signed in, paid): 302 to LinkedIn's authorization page. */
  connect: '/api/auth/linkedin',
  /** GET: LinkedIn sends the browser back here; 302 to LINKEDIN_PAGES.connected / failed, or a 400 page. */
  callback: '/api/auth/linkedin/callback',
  /** DELETE (signed in) -> LinkedInDisconnectResponse: forgets the token and the linkedinId. */
  disconnect: '/api/auth/linkedin',
  /** POST LinkedInSyncRequest -> LinkedInSyncResponse (paid, connected). */
  syncProfile: '/api/import-linkedin-profile',
  /**
   * POST multipart/form-data, the ZIP in the field LINKEDIN_EXPORT_FIELD (signed in; free plans too: it is the
   * member's own data). `?mode=preview` (the default) -> LinkedInExportPreview, nothing written;
   * `?mode=import` -> LinkedInExportImportResponse, written in one transaction. `&overwrite=true`: the profile
   * fields of the export replace what the person typed (otherwise only empty ones are filled).
   */
  importExport: '/api/import-linkedin-export',
  /** Development only (no LINKEDIN_CLIENT_ID, NODE_ENV not production; 404 otherwise). POST DevConnectLinkedInRequest. */
  devConnect: '/api/dev-connect-linkedin',
  /** Development only. POST, no body -> LinkedInSyncResponse & { imported } after the client's 1.5 s wait. */
  devImport: '/api/dev-import-linkedin',
} as const;

/** The multipart field that carries the export ZIP. */
export const LINKEDIN_EXPORT_FIELD = 'file';

export type LinkedInExportMode = 'preview' | 'import';

/** Where the callback sends the browser; the profile page shows the toast from the `linkedin` query value. */
export const LINKEDIN_PAGES = {
  connected: '/profile?tab=linkedin&linkedin=connected',
  failed: '/profile?tab=linkedin&linkedin=failed',
} as const;
export const LINKEDIN_RESULT_PARAM = 'linkedin';
export type LinkedInConnectResult = 'connected' | 'failed';

/** The data export's limits (docs/decisions/0022-linkedin.md). Past them: LINKEDIN_EXPORT_* codes, never a 500. */
export const LINKEDIN_EXPORT_LIMITS = {
  uploadBytes: 10 * 1024 * 1024,
  entries: 200,
  unpackedBytes: 50 * 1024 * 1024,
  /**
   * Per known CSV file, inflated: real exports' CSVs are a few KB, and parsing plus planning costs memory and
   * blocked event loop in proportion to the rows (security review HIGH 1: 40 MB of Positions.csv held the API ~25 s).
   */
  bytesPerFile: 2 * 1024 * 1024,
  /**
   * Rows per known CSV: five times what a resume section takes (skipped rows cost as much to read and plan), so a
   * largest accepted export is read without holding the event loop over 100 ms (docs/decisions/0035-bounded-input.md;
   * was 2,000, which held it 300-700 ms).
   */
  rowsPerFile: 500,
  /** Export previews and imports per account per window. */
  perUser: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;
/** Profile syncs per account per window. */
export const LINKEDIN_SYNC_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 } as const;

/** The CSV files read from the export; any other file in the ZIP is ignored. */
export const LINKEDIN_EXPORT_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Projects.csv',
  'Certifications.csv',
] as const;
export type LinkedInExportFile = (typeof LINKEDIN_EXPORT_FILES)[number];

/**
 * Which connect flow the UI runs: 'oauth' navigates to LINKEDIN_API.connect; 'simulation' runs the development flow
 * (spec 7: devConnect, wait TIMINGS.linkedinSimulationMs, devImport); 'unavailable': neither (production without
 * LINKEDIN_CLIENT_ID), the export upload still works.
 */
export type LinkedInConnectMode = 'oauth' | 'simulation' | 'unavailable';

export interface LinkedInStatusResponse {
  connected: boolean;
  linkedinId: string | null;
  mode: LinkedInConnectMode;
  /** Whether the plan allows connect and sync (spec 4): otherwise the UI shows the premium-feature dialog. */
  canConnect: boolean;
  /** Whether sync can work now: a stored token that has not expired (or the simulation's connection). */
  canSync: boolean;
  /** ISO dates; null when not connected through OAuth. */
  connectedAt: string | null;
  tokenExpiresAt: string | null;
}

export interface LinkedInDisconnectResponse {
  success: true;
}

/** The personal fields sync and the export may fill. `summary` is the resume's summary. */
export type LinkedInProfileField = Extract<PersonalField, 'name' | 'title' | 'location' | 'linkedin' | 'website'>;
export type LinkedInFillableField = LinkedInProfileField | 'summary';

/** A field LinkedIn has a value for, kept because the person typed something else (ask, then resend overwrite). */
export interface LinkedInKeptField {
  field: LinkedInFillableField;
  current: string;
  fromLinkedIn: string;
}

export interface LinkedInFilledField {
  field: LinkedInFillableField;
  value: string;
}

export interface LinkedInProfileChanges {
  /** Written (import, sync) or to be written (preview). */
  filled: LinkedInFilledField[];
  /** Different from LinkedIn's value and not overwritten. Empty when overwrite was asked. */
  kept: LinkedInKeptField[];
}

export interface LinkedInSyncRequest {
  /** Replace the fields the person typed with LinkedIn's values (after the UI asked). Default false. */
  overwrite?: boolean;
}

export interface LinkedInSyncResponse extends LinkedInProfileChanges {
  success: true;
}

export interface DevConnectLinkedInRequest {
  /** Must be the signed-in user's id (403 LINKEDIN_WRONG_USER otherwise). */
  userId: string;
}
export interface DevConnectLinkedInResponse {
  success: true;
  linkedinId: string;
}
export interface DevImportLinkedInResponse extends LinkedInSyncResponse {
  added: Record<ResumeSection, number>;
}

/** An item as it would be created (the resume's field names and formats: months 2020-01, education years 2019). */
export interface LinkedInImportItems {
  experiences: ExperienceInput;
  education: EducationInput;
  skills: { category: string; name: string };
  projects: ProjectInput;
  certifications: CertificationInput;
}

/**
 * Why a row of the export is not imported: a required field is empty, a date could not be read, the same item
 * appears twice in the file, or the section would pass its limit (RESUME_LIMITS.itemsPerSection).
 */
export type LinkedInSkipReason = 'missing-required' | 'unreadable-date' | 'duplicate-in-export' | 'section-full';

export interface LinkedInSkippedRow {
  /** The CSV file and its 1-based data row (the header not counted). */
  file: LinkedInExportFile;
  row: number;
  reason: LinkedInSkipReason;
  /** The field concerned, for missing-required and unreadable-date. */
  field?: string;
  /** A short label of the row ('Engineer at Acme'), as far as it can be read. */
  label: string;
}

/** A value longer than the resume allows, cut to fit. */
export interface LinkedInTruncationNote {
  section: ResumeSection | 'profile';
  /** A short label of the item ('Engineer at Acme') or the profile field name. */
  label: string;
  field: string;
  maxLength: number;
}

export interface LinkedInSectionPreview<S extends ResumeSection> {
  toAdd: LinkedInImportItems[S][];
  /** Already in the resume (experiences: same title, company and start month; others by their name fields). */
  alreadyThere: LinkedInImportItems[S][];
  skipped: LinkedInSkippedRow[];
}

export interface LinkedInExportPreview {
  mode: 'preview';
  /** Which of LINKEDIN_EXPORT_FILES the ZIP holds; missing ones are fine. */
  filesFound: LinkedInExportFile[];
  profile: LinkedInProfileChanges;
  sections: { [S in ResumeSection]: LinkedInSectionPreview<S> };
  truncated: LinkedInTruncationNote[];
}

export interface LinkedInExportImportResponse {
  mode: 'import';
  success: true;
  filesFound: LinkedInExportFile[];
  profile: LinkedInProfileChanges;
  added: Record<ResumeSection, number>;
  alreadyThere: Record<ResumeSection, number>;
  skipped: LinkedInSkippedRow[];
  truncated: LinkedInTruncationNote[];
}
