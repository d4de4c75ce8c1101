import { useState } from 'react';
import { isApiError } from '@resume/platform';

/** Text fields held as one object, with an onChange per field; and the error line the server's answer gives. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof T) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  /** The first field's problem, or the server's message (the catalogue's words), or null. */
  const failed = (e: unknown) =>
    setError((isApiError(e) && (e.body?.details?.[0]?.problem ?? e.serverMessage)) || null);
  return { form, setForm, set, error, setError, failed };
}
