/** JSON Resume interop: export the resume as a JSON Resume document, import one in place of it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESUME_API, type ImportJsonResumeResponse, type JsonResume } from '@resume/contracts';
import { apiJson, apiRequest } from '@resume/platform';

/** GET /api/resume/export/json-resume (an attachment): the document as a Blob. */
async function exportJsonResume(): Promise<Blob> {
  const res = await apiRequest('GET', RESUME_API.exportJsonResume);
  return res.blob();
}

export function useExportJsonResume() {
  return useMutation({ mutationFn: exportJsonResume });
}

/**
 * POST /api/resume/import/json-resume: replaces the five sections, the summary and the personal details
 * except e-mail and username. A 400 INVALID_JSON_RESUME lists the problems in `details`.
 */
function importJsonResume(document: JsonResume): Promise<ImportJsonResumeResponse> {
  return apiJson<ImportJsonResumeResponse>('POST', RESUME_API.importJsonResume, document);
}

/** Everything the import touched is refreshed: every query under /api/ (user, resume, sections). */
export function useImportJsonResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importJsonResume,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? '').startsWith('/api/') }),
  });
}
