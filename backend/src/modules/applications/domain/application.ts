import {
  APPLICATION_LIMITS,
  type ApplicationStatus,
  type JobMatchResult,
  type UpdateApplicationRequest,
} from '@resume/contracts';

/**
 * An application (issue 28 point 2, docs/decisions/0052-applications.md): a job the person applies for and the
 * share link that carries their resume to it. The posting and its match are kept as they were when it was made.
 */
export interface Application {
  id: string;
  userId: string;
  /** The link made with it; it may since have been deleted in Manage Share Links (the application stays). */
  shareLinkId: string | null;
  company: string;
  role: string;
  posting: string | null;
  postingUrl: string | null;
  status: ApplicationStatus;
  /** YYYY-MM-DD. */
  appliedOn: string | null;
  statusChangedAt: Date;
  /** Every status it has been in, oldest first (the first entry is the one it was made with). */
  history: { status: ApplicationStatus; at: Date }[];
  notes: string | null;
  match: JobMatchResult | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The UTC day of a time, YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The statuses that mean it was sent: reaching one undated dates it ('withdrawn' may be before or after sending). */
const SENT: readonly ApplicationStatus[] = ['applied', 'interviewing', 'offer', 'rejected'];

/**
 * A move to another status: its time goes to the history (at most APPLICATION_LIMITS.historyMaxEntries, the oldest
 * dropped), and the first move to 'applied' or past it (a card dragged from Saved straight to Interviewing was sent
 * too) dates the application unless the person already has. The same status again changes nothing (a drop back on
 * its own column, or a request sent twice).
 */
export function withStatus(app: Application, status: ApplicationStatus, now: Date): Application {
  if (status === app.status) return app;
  const history = [...app.history, { status, at: now }].slice(-APPLICATION_LIMITS.historyMaxEntries);
  const appliedOn = SENT.includes(status) && app.appliedOn === null ? dayOf(now) : app.appliedOn;
  return { ...app, status, statusChangedAt: now, history, appliedOn, updatedAt: now };
}

/** The person's edits: each field sent replaces the kept one; a status goes through `withStatus`. */
export function withChanges(app: Application, changes: UpdateApplicationRequest, now: Date): Application {
  const edited: Application = {
    ...app,
    company: changes.company ?? app.company,
    role: changes.role ?? app.role,
    postingUrl: changes.postingUrl !== undefined ? changes.postingUrl : app.postingUrl,
    appliedOn: changes.appliedOn !== undefined ? changes.appliedOn : app.appliedOn,
    notes: changes.notes !== undefined ? changes.notes : app.notes,
    updatedAt: now,
  };
  return changes.status ? withStatus(edited, changes.status, now) : edited;
}

/** Newest first: the board and the table show what was added last on top. */
export const newestFirst = (a: Application, b: Application) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
