import type { ApplicationSummary } from '@resume/contracts';

/**
 * The applications as CSV (RFC 4180: comma, CRLF, a field with a comma, quote or line break in double quotes, a
 * quote doubled), with a UTF-8 byte order mark so spreadsheet programs read accents and other scripts right.
 * Formula injection (OWASP 'CSV Injection'): a text cell opening with = + - @, a tab or a carriage return would be
 * run as a formula by Excel, LibreOffice or Sheets; such a cell gets a leading apostrophe, which they show as text.
 */
export const CSV_COLUMNS = [
  'Company',
  'Role',
  'Status',
  'Applied on',
  'Status changed',
  'Match score',
  'Rules version',
  'Views',
  'Downloads',
  'Last opened',
  'Link',
  'Version sent',
  'Posting address',
  'Notes',
  'Created',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: numbers as they are, text made inert as a formula, then quoted when it must be. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function applicationsCsv(rows: ApplicationSummary[], linkAddress: (shareableId: string) => string): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) {
    const link = row.link;
    const cells: (string | number | null)[] = [
      row.company,
      row.role,
      row.status,
      row.appliedOn,
      row.statusChangedAt,
      row.matchScore,
      row.rulesVersion,
      link ? link.viewCount : null,
      link ? link.downloadCount : null,
      link?.lastOpenedAt ?? null,
      link ? linkAddress(link.shareableId) : null,
      link ? (link.frozenAt ? `frozen ${link.frozenAt}` : 'live') : 'link deleted',
      row.postingUrl,
      row.notes,
      row.createdAt,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
