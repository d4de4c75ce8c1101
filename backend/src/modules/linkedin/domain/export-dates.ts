const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export type DateRead = { ok: true; value: string | null } | { ok: false };

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * A date of the LinkedIn export as a month 2020-01: 'Jan 2020', 'January 2020', '2020' (read as January),
 * '2020-03', '03/2020', 'Mar 1, 2020'. Blank is no date ({ ok, value: null }); anything else is unreadable.
 */
export function readMonth(raw: string | undefined): DateRead {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  const match = /^([A-Za-z]{3,9})\.?\s+(?:\d{1,2},?\s+)?(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[1].slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? { ok: true, value: `${match[2]}-${pad(month)}` } : { ok: false };
  }
  if (/^\d{4}$/.test(text)) return { ok: true, value: `${text}-01` };
  const numeric = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month] = numeric ? [numeric[1], Number(numeric[2])] : slashed ? [slashed[2], Number(slashed[1])] : [];
  if (year && month && month >= 1 && month <= 12) return { ok: true, value: `${year}-${pad(month)}` };
  return { ok: false };
}

/** The year of an export date ('Jan 2020' -> '2020'), for education years and a project's year. */
export function readYear(raw: string | undefined): DateRead {
  const month = readMonth(raw);
  return month.ok && month.value ? { ok: true, value: month.value.slice(0, 4) } : month;
}
