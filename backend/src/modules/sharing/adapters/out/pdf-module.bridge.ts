import { Injectable } from '@nestjs/common';
import { PdfModuleApi } from '../../../pdf/application/pdf.module-api';
import { SharedPdfRequest, SharedResumePdf } from '../../application/ports/shared-resume-pdf';

/** The sharing module's PDF port answered by the pdf module's API (one queue for every export). */
@Injectable()
export class PdfModuleBridge extends SharedResumePdf {
  constructor(private readonly pdfModule: PdfModuleApi) {
    super();
  }

  print(request: SharedPdfRequest): Promise<Buffer> {
    return this.pdfModule.printPdf(request);
  }
}
