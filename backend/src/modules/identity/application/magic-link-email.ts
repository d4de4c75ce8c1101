import type { MailMessage } from '../../../shared/application/mail-sender';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function magicLinkEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your sign-in link for Resume Builder',
    text: [
      'Sign in to Resume Builder with this link:',
      '',
      link,
      '',
      'The link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
    html: [
      '<p>Sign in to Resume Builder with this link:</p>',
      `<p><a href="${escapeHtml(link)}">Sign in</a></p>`,
      `<p style="color:#6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
      '<p style="color:#6b7280">The link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail.</p>',
    ].join('\n'),
  };
}
