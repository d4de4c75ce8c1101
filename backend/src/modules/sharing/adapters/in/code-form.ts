import express from 'express';
import type { Request } from 'express';

const FORM_BODY_MAX = 1024;

/** The code dialog's urlencoded form: 1 KiB and a few fields at most (a bigger body answers 413 PAYLOAD_TOO_LARGE). */
const FORM_PARSER = express.urlencoded({ extended: false, limit: FORM_BODY_MAX, parameterLimit: 16 });

/**
 * The form body of the code dialog (it posts without JavaScript). The app's JSON parser may have read a JSON body
 * already: its plain fields count as the form's. Any other content type leaves the form empty (so "Security code
 * is required"); a body over the limit, a bad charset or encoding fail as the parser says (413, 415, 400).
 */
export async function readForm(req: Request): Promise<URLSearchParams> {
  if (req.body === undefined && req.res) {
    const res = req.res;
    await new Promise<void>((resolve, reject) =>
      FORM_PARSER(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  }
  const form = new URLSearchParams();
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return form;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' || typeof one === 'number') form.append(name, String(one));
    }
  }
  return form;
}
