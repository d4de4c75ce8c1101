import { MESSAGES, type ApplicationLink } from '@resume/contracts';

const M = MESSAGES.applications;

/** 'just now', '5 min ago', '2 h ago', '3 d ago', then the date: short enough for a card. */
export function shortAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 30 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return `on ${iso.slice(0, 10)}`;
}

/**
 * 'Opened 2 h ago · 3 views · 1 download' (issue 28). The time is the link's last opening as the server knows it
 * (ApplicationLink.lastOpenedAt); without one but with views it says only the counts.
 */
export function activityLabel(link: ApplicationLink | null, now: number = Date.now()): string {
  if (!link) return M.linkDeleted;
  const counts = `${M.views(link.viewCount)} · ${M.downloads(link.downloadCount)}`;
  if (link.lastOpenedAt) return `${M.opened(shortAgo(link.lastOpenedAt, now))} · ${counts}`;
  return link.viewCount > 0 ? counts : `${M.notOpened} · ${counts}`;
}
