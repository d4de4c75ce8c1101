/** The pieces sharing's e-mails to owners share (the share-code alert, the first-open notice). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** '2026-11-21 14:05 UTC' */
export const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
