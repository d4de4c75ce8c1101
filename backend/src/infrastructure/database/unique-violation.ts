import { QueryFailedError } from 'typeorm';

/**
 * The text of a unique-index violation (MySQL ER_DUP_ENTRY names the index, SQLite names table.column), or
 * null when the error is something else. Callers look for their column or index name in it.
 */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; message?: string } }).driverError;
  const text = `${driverError?.message ?? ''} ${error.message}`;
  if (driverError?.code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/i.test(text)) return text;
  return null;
}
