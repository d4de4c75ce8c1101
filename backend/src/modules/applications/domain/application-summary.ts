import type { ApplicationDetails, ApplicationLink, ApplicationSummary } from '@resume/contracts';
import type { Application } from './application';

/** An application as the contracts show it: the list's row (no posting text, the match's score and version only). */
export function toApplicationSummary(app: Application, link: ApplicationLink | null): ApplicationSummary {
  return {
    id: app.id,
    company: app.company,
    role: app.role,
    postingUrl: app.postingUrl,
    status: app.status,
    appliedOn: app.appliedOn,
    statusChangedAt: app.statusChangedAt.toISOString(),
    notes: app.notes,
    matchScore: app.match?.score ?? null,
    rulesVersion: app.match?.rulesVersion ?? null,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    link,
  };
}

/** One application in full: the posting, the match as it was, the status history. */
export function toApplicationDetails(app: Application, link: ApplicationLink | null): ApplicationDetails {
  return {
    ...toApplicationSummary(app, link),
    posting: app.posting,
    match: app.match,
    history: app.history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
  };
}
