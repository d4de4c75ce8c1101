/** Description lines become bullets; a leading '- ' is stripped (spec 2.8). Blank lines are dropped. */
export function descriptionLines(description: string | null | undefined): string[] {
  if (!description) return [];
  return description
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^- /, '').trim())
    .filter((line) => line.length > 0);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2024-03 -> Mar 2024; anything else is shown as written. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${m[1]}` : value;
}

export function dateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  format = formatMonth,
): string {
  const from = format(start);
  const to = end ? format(end) : 'Present';
  return from ? `${from} – ${to}` : to;
}
