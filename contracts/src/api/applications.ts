/**
 * Applications (issue 28 point 2, docs/decisions/0052-applications.md): a share link with a job attached. Each
 * application keeps the company, the role, the posting's text and address (as text: the server fetches nothing),
 * a status, dates, notes, the job match as it was when the application was made, and its own share link (frozen
 * by default: the version sent).
 */
import type { JobMatchLanguage, JobMatchResult } from './job-match';
import type { ShareLinkMode } from './sharing';

const enc = encodeURIComponent;

export const APPLICATIONS_API = {
  /** GET (the person's applications, newest first) / POST (a new one and its share link). Paid plans. */
  applications: '/api/applications',
  /** GET (with the posting and the match) / PATCH / DELETE (the link stays: it may be in an employer's inbox). */
  application: (id: string) => `/api/applications/${enc(id)}`,
  /** GET: every application as CSV (text/csv, attachment). */
  csv: '/api/applications/export.csv',
} as const;

/** The columns of the board, in order: where an application is on its way. */
export const APPLICATION_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = {
  /** Applications one person keeps: a busy year of applying, and a bound on the board and the CSV. */
  perUser: 200,
  /** A posting's text in UTF-8 bytes (issue 28); the match also holds it to JOB_MATCH_LIMITS.postingMaxLength characters. */
  postingMaxBytes: 50 * 1024,
  companyMaxLength: 200,
  roleMaxLength: 200,
  postingUrlMaxLength: 2048,
  notesMaxLength: 5000,
  /** The routes' body: a 50 KB posting, 5,000 characters of notes in any script, and the JSON around them. */
  bodyBytes: 96 * 1024,
  /** Status changes kept per application (oldest dropped first). */
  historyMaxEntries: 50,
} as const;

/** The application's share link as the board shows it ('Opened 2 h ago · 3 views · 1 download'). */
export interface ApplicationLink {
  id: string;
  shareableId: string;
  mode: ShareLinkMode;
  /** When a frozen link's version was taken (the version sent); null for a live link. */
  frozenAt: string | null;
  viewCount: number;
  downloadCount: number;
  /** The last time the link was opened (ISO time), null when never (or not known). */
  lastOpenedAt: string | null;
}

export interface ApplicationStatusChange {
  status: ApplicationStatus;
  /** ISO time. */
  at: string;
}

/** One application as the board and the table show it (the list's rows: no posting text, no full match). */
export interface ApplicationSummary {
  id: string;
  company: string;
  role: string;
  /** The posting's address as the person pasted it (text; never fetched). */
  postingUrl: string | null;
  status: ApplicationStatus;
  /** YYYY-MM-DD: set to the day of the first move to 'applied' or past it unless the person sets it. */
  appliedOn: string | null;
  /** When the status last changed (ISO time). */
  statusChangedAt: string;
  notes: string | null;
  /** The match's score when the application was made (null: no posting, or no known term). */
  matchScore: number | null;
  /** The rules that made that match (JobMatchResult.rulesVersion); null without a match. */
  rulesVersion: string | null;
  createdAt: string;
  updatedAt: string;
  /** Null once the owner deleted the link in Manage Share Links: the application stays as a record. */
  link: ApplicationLink | null;
}

/** GET /api/applications/{id}: the summary, the posting, the match as it was, and the status history. */
export interface ApplicationDetails extends ApplicationSummary {
  posting: string | null;
  match: JobMatchResult | null;
  history: ApplicationStatusChange[];
}

export interface CreateApplicationRequest {
  company: string;
  role: string;
  posting?: string | null;
  postingUrl?: string | null;
  /** The posting's language for the match; told from its words when absent. */
  language?: JobMatchLanguage;
  /** 'saved' when absent. */
  status?: ApplicationStatus;
  appliedOn?: string | null;
  notes?: string | null;
  /** The link's filter (e.g. the one 'Create filter for this job' made); the complete resume when absent. */
  filterId?: string | null;
  /** The link's template; the person's default when absent. */
  templateId?: string | null;
  /** 'frozen' when absent: the version sent stays what the employer sees. */
  mode?: ShareLinkMode;
}

/** PATCH: the posting and the match stay as they were when the application was made. */
export interface UpdateApplicationRequest {
  company?: string;
  role?: string;
  postingUrl?: string | null;
  status?: ApplicationStatus;
  appliedOn?: string | null;
  notes?: string | null;
}
