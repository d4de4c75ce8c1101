import { Injectable } from '@nestjs/common';
import { PrintResumePdf } from '../../../pdf/application/print-resume-pdf.use-case';
import { SharedPdfRequest, SharedResumePdf } from '../../application/ports/shared-resume-pdf';

/** The sharing module's PDF port answered by the pdf module's exported use case (one queue for every export). */
@Injectable()
export class PdfModuleBridge extends SharedResumePdf {
  constructor(private readonly printResumePdf: PrintResumePdf) {
    super();
  }

  print(request: SharedPdfRequest): Promise<Buffer> {
    return this.printResumePdf.execute(request);
  }
}
