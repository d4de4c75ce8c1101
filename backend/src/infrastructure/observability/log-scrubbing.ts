/**
 * What never reaches a log line (docs/decisions/0029-observability.md): the request's cookies and credentials (pino
 * redacts these paths), and e-mail addresses, tokens and codes wherever code logs them, in fields or in the text.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.cookie',
  '*.authorization',
  '*.email',
  '*.newEmail',
  '*.pendingEmail',
  '*.token',
  '*.code',
  '*.securityCode',
  '*.password',
  '*.sessionToken',
  '*.phone',
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A secret in a query string or fragment (a sign-in link's token, a share link's code). */
const SECRET_PARAM = /([?&#;](?:token|code|key|secret|password|session|sig|signature)=)[^&\s"'#<>]+/gi;

export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(SECRET_PARAM, '$1[redacted]');
}

function scrubError(error: Error): Error {
  const copy = new Error(scrub(error.message));
  copy.name = error.name;
  copy.stack = error.stack && scrub(error.stack);
  return copy;
}

/** pino's logMethod hook: scrubs the message and an object's top-level texts before pino formats them. */
export function scrubArguments(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return scrub(arg);
    if (arg instanceof Error) return scrubError(arg);
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      const copy: Record<string, unknown> = { ...arg };
      for (const [key, value] of Object.entries(copy)) {
        if (typeof value === 'string') copy[key] = scrub(value);
        else if (value instanceof Error) copy[key] = scrubError(value);
      }
      return copy;
    }
    return arg;
  });
}
