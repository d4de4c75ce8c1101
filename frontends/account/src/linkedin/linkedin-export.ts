/**
 * The LinkedIn data export (docs/decisions/0022-linkedin.md): every signed-in account may upload its own ZIP. A
 * preview first (nothing written), then the import, which the server compares again while writing, so importing the
 * same file twice adds nothing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ERROR_CODES,
  LINKEDIN_API,
  LINKEDIN_EXPORT_FIELD,
  type ApiErrorBody,
  type LinkedInExportImportResponse,
  type LinkedInExportMode,
  type LinkedInExportPreview,
} from '@resume/contracts';
import { refreshAfterLinkedIn } from '@resume/features';

/** A refused upload with the server's code and text (the platform's client sends JSON only, this is multipart). */
export class LinkedInExportError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorBody['code'] | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function refusal(res: Response): Promise<LinkedInExportError> {
  const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return new LinkedInExportError(res.status, body?.code, body?.message ?? ERROR_CODES.INTERNAL.message);
}

async function uploadExport<T>(file: File, mode: LinkedInExportMode, overwrite: boolean): Promise<T> {
  const form = new FormData();
  form.append(LINKEDIN_EXPORT_FIELD, file);
  const query = new URLSearchParams({ mode, ...(overwrite ? { overwrite: 'true' } : {}) });
  // No Content-Type: the browser writes the multipart boundary itself.
  const res = await fetch(`${LINKEDIN_API.importExport}?${query}`, {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as T;
}

export interface LinkedInExportUpload {
  file: File;
  /** Replace the personal fields the person typed with the export's values. */
  overwrite?: boolean;
}

/** What the ZIP would add, what is already there, what is skipped and why; nothing is written. */
export function usePreviewLinkedInExport() {
  return useMutation({
    mutationFn: ({ file, overwrite = false }: LinkedInExportUpload) =>
      uploadExport<LinkedInExportPreview>(file, 'preview', overwrite),
  });
}

export function useImportLinkedInExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, overwrite = false }: LinkedInExportUpload) =>
      uploadExport<LinkedInExportImportResponse>(file, 'import', overwrite),
    onSuccess: () => refreshAfterLinkedIn(client),
  });
}
