import { formatMonth } from '@resume/resume-view';

/** 'Mar 2021 – Present', 'Mar 2021 – Jun 2023', '2019 – 2023'; blank end is 'Present'. */
export function period(
  start: string | null,
  end: string | null,
  format: (v: string | null) => string = formatMonth,
): string | null {
  if (!start && !end) return null;
  const to = end ? format(end) : 'Present';
  return start ? `${format(start)} – ${to}` : to;
}
