/** A weak ETag from a version stamp: the body's identity without hashing the body per request, so 304s are cheap. */
export const versionEtag = (version: string): string => `W/"${version.replace(/[^\w|.-]/g, '')}"`;
