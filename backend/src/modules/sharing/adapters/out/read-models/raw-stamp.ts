/** A raw date as the driver returns it (a Date on MySQL, text on sql.js), as a stable string for a version stamp. */
export const rawStamp = (value: unknown): string =>
  value instanceof Date ? String(value.getTime()) : String(value ?? '-');
