import type { MailMessage } from '../../../shared/application/mail-sender';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** '2026-11-27 17:05 UTC': one zone for every reader, since the mail cannot know theirs. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The sign-in mail. `lastUntil` marks the day's last link to the address (docs/decisions/0033): it says no other
 * will come before that time, and that this one works until then.
 */
export function magicLinkEmail(to: string, link: string, lastUntil: Date | null = null): MailMessage {
  const validity = lastUntil
    ? `This is the last sign-in link we send to this address until ${utc(lastUntil)}: it works once, until then. ` +
      'If you did not ask for it, ignore this e-mail.'
    : 'The link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail.';
  return {
    to,
    subject: 'Your sign-in link for Resume Builder',
    text: ['Sign in to Resume Builder with this link:', '', link, '', validity].join('\n'),
    html: [
      '<p>Sign in to Resume Builder with this link:</p>',
      `<p><a href="${escapeHtml(link)}">Sign in</a></p>`,
      `<p style="color:#6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
      `<p style="color:#6b7280">${escapeHtml(validity)}</p>`,
    ].join('\n'),
  };
}
