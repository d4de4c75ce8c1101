import type { MailMessage } from '../../../shared/application/mail-sender';
import { maskEmail } from '../domain/email';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function message(to: string, subject: string, lines: string[], link?: { href: string; label: string }): MailMessage {
  const text = link ? [...lines.slice(0, 1), '', link.href, '', ...lines.slice(1)] : lines;
  const html = lines.map((line, i) =>
    i === 0 && link
      ? `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
      : `<p>${escapeHtml(line)}</p>`,
  );
  return { to, subject, text: text.join('\n'), html: html.join('\n') };
}

/** To the new address: the link that makes it the sign-in address (only for the signed-in account that asked). */
export function confirmNewEmail(to: string, link: string): MailMessage {
  return message(
    to,
    'Confirm your new email address for Resume Builder',
    [
      'Someone signed in to Resume Builder asked to use this address to sign in. If it was you, confirm it with this link while signed in:',
      'The link expires in 24 hours and works once. If you did not ask for this, ignore this email: nothing changes.',
    ],
    { href: link, label: 'Confirm new email' },
  );
}

/** To the new address when another account already signs in with it: nothing can change, and the requester is not told. */
export function newEmailAlreadyUsed(to: string): MailMessage {
  return message(to, 'Your email address was entered on Resume Builder', [
    'Someone signed in to Resume Builder asked to use this address to sign in, but an account already signs in with it, so nothing was changed.',
    'If you did not ask for this, ignore this email.',
  ]);
}

/** To the current address when a change is asked: the owner learns of it before it can take effect. */
export function emailChangeRequested(to: string, newEmail: string): MailMessage {
  return message(to, 'A change of your sign-in email was requested', [
    `Someone signed in to your Resume Builder account asked to sign in with ${maskEmail(newEmail)} from now on.`,
    'Nothing changes unless the link sent to that address is confirmed. If this was not you, sign in and cancel the change under Personal Information.',
  ]);
}

/** To the old address once the change took effect. */
export function emailChanged(to: string, newEmail: string): MailMessage {
  return message(to, 'Your sign-in email was changed', [
    `Your Resume Builder account now signs in with ${maskEmail(newEmail)}. Other devices were signed out.`,
    'If this was not you, reply to this email at once.',
  ]);
}
