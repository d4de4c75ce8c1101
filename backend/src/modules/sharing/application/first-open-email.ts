import type { MailMessage } from '../../../shared/application/mail-sender';
import { escapeHtml, utc } from './mail-text';

export interface FirstOpen {
  to: string;
  at: Date;
  appUrl: string;
  shareableId: string;
  /** The link's filter name; null for the complete resume. */
  linkName: string | null;
}

/**
 * The owner's e-mail when a link is opened for the first time by someone else (docs/decisions/0053-read-notices.md):
 * which link and when, where to see its reading, and how to stop these e-mails. Nothing about the visitor.
 */
export function firstOpenEmail(open: FirstOpen): MailMessage {
  const linkUrl = `${open.appUrl}/s/${encodeURIComponent(open.shareableId)}`;
  const manageUrl = `${open.appUrl}/share-links`;
  const which = open.linkName ? `Your share link "${open.linkName}"` : 'Your share link';
  const lines = [
    `${which} (${linkUrl}) was opened for the first time, at ${utc(open.at)}.`,
    'Manage Share Links shows when it was last opened, its views and downloads, and how long it was read.',
    'Link previews (Slack, LinkedIn, Teams...), mail scanners and your own visits are not counted.',
    'To stop these e-mails, turn the notices off for this link or for your account in Manage Share Links.',
  ];
  return {
    to: open.to,
    subject: open.linkName ? `"${open.linkName}" was opened` : 'Your shared resume was opened',
    text: [...lines, `Manage Share Links: ${manageUrl}`].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(manageUrl)}">Open Manage Share Links</a></p>`,
      `<p style="color:#6b7280">Or paste this address into your browser: ${escapeHtml(manageUrl)}</p>`,
    ].join('\n'),
  };
}
