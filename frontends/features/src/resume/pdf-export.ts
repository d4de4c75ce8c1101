/** POST /api/generate-pdf (spec 7): the binary PDF, downloaded as 'resume-{resumeId}.pdf'. */
import { useMutation } from '@tanstack/react-query';
import { GENERATE_PDF, pdfFileName, type GeneratePdfRequest } from '@resume/contracts';
import { apiRequest, downloadBlob } from '@resume/platform';

async function generatePdf(input: GeneratePdfRequest): Promise<Blob> {
  const res = await apiRequest('POST', GENERATE_PDF, input);
  return res.blob();
}

/** Generates and downloads the PDF. */
export function useGeneratePdf() {
  return useMutation({
    mutationFn: async (input: GeneratePdfRequest) => {
      const blob = await generatePdf(input);
      downloadBlob(blob, pdfFileName(input.resumeId));
      return blob;
    },
  });
}
