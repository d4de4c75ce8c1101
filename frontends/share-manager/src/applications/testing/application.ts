import type { ApplicationLink, ApplicationSummary } from '@resume/contracts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A frozen link opened 2 hours ago with 3 views and 1 download, with the fields a test changes. */
export const anApplicationLink = (over: Partial<ApplicationLink> = {}): ApplicationLink => ({
  id: 'l1',
  shareableId: 's1',
  mode: 'frozen',
  frozenAt: hoursAgo(30),
  viewCount: 3,
  downloadCount: 1,
  lastOpenedAt: hoursAgo(2),
  ...over,
});

/** PayCo's Backend Engineer application, applied on 2026-11-20 with a 74 % match and anApplicationLink. */
export const anApplication = (over: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id: 'a1',
  company: 'PayCo',
  role: 'Backend Engineer',
  postingUrl: null,
  status: 'applied',
  appliedOn: '2026-11-20',
  statusChangedAt: hoursAgo(3),
  notes: null,
  matchScore: 74,
  rulesVersion: 'job-match-1',
  createdAt: hoursAgo(30),
  updatedAt: hoursAgo(3),
  link: anApplicationLink(),
  ...over,
});
