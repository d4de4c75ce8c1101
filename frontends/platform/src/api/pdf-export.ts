/** POST /api/generate-pdf (spec 7): the binary PDF, downloaded as 'resume-{resumeId}.pdf'. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { downloadBlob } from '../lib/download';

/** The path is not in the contracts yet (export comes in a later issue). */
export const GENERATE_PDF_PATH = '/api/generate-pdf';

export interface GeneratePdfRequest {
  resumeId: string;
  filterId: string | null;
  templateId: string | null;
}

export async function generatePdf(input: GeneratePdfRequest): Promise<Blob> {
  const res = await apiRequest('POST', GENERATE_PDF_PATH, input);
  return res.blob();
}

/** Generates and downloads the PDF. */
export function useGeneratePdf() {
  return useMutation({
    mutationFn: async (input: GeneratePdfRequest) => {
      const blob = await generatePdf(input);
      downloadBlob(blob, `resume-${input.resumeId}.pdf`);
      return blob;
    },
  });
}
