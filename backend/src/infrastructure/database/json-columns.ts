/**
 * Lists and objects stored as JSON in a text column (portable across MySQL and SQLite). A value that is not
 * the expected shape reads as absent rather than failing the request.
 */
export function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Tags: a JSON array of strings; anything else reads as no tags. */
export function parseTags(raw: string | null): string[] {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}
