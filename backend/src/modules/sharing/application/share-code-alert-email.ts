import { SHARE_CODE_ATTEMPTS } from '@resume/contracts';
import type { MailMessage } from '../../../shared/application/mail-sender';
import { escapeHtml, utc } from './mail-text';
import type { GuessingNotice } from '../domain/share-code-guessing';

export interface ShareCodeAlert {
  to: string;
  notice: GuessingNotice;
  /** Wrong codes from everyone since the code was set. */
  wrongCodes: number;
  at: Date;
  appUrl: string;
  shareableId: string;
  filterName: string | null;
}

/**
 * The owner's notice when a coded link starts waiting or locks: how many wrong codes, when, and where to set a new
 * code. Never the code itself, nor who typed what (docs/decisions/0014-share-code-guessing.md).
 */
export function shareCodeAlertEmail(alert: ShareCodeAlert): MailMessage {
  const linkUrl = `${alert.appUrl}/s/${encodeURIComponent(alert.shareableId)}`;
  const manageUrl = `${alert.appUrl}/share-links`;
  const which = alert.filterName ? `your share link "${alert.filterName}" (${linkUrl})` : `your share link ${linkUrl}`;
  const counted = `${alert.wrongCodes} wrong security codes have been entered for ${which} since its code was set, the latest at ${utc(alert.at)}.`;
  const [subject, lines] =
    alert.notice === 'locked'
      ? [
          'Your share link is locked',
          [
            counted,
            'The link is now locked: nobody can open it, not even with the right code, until you set a new code (or remove the code).',
          ],
        ]
      : [
          'Someone is entering wrong codes for your share link',
          [
            counted,
            `From now on everyone who enters a wrong code has to wait before trying again. At ${SHARE_CODE_ATTEMPTS.lockAfterFailures} wrong codes the link locks for everyone until you set a new code.`,
            'If you did not expect this, set a new code now; a new code also resets the count.',
          ],
        ];
  const action = `Set a new code in Manage Share Links: ${manageUrl}`;
  return {
    to: alert.to,
    subject,
    text: [...lines, action].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(manageUrl)}">Set a new code in Manage Share Links</a></p>`,
      `<p style="color:#6b7280">Or paste this address into your browser: ${escapeHtml(manageUrl)}</p>`,
    ].join('\n'),
  };
}
