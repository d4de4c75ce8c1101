import { Injectable } from '@nestjs/common';
import { PdfModuleApi } from '../../../pdf/application/pdf.module-api';
import { LinkCardPrinter } from '../../application/ports/link-cards';
import type { SharedPdfRequest } from '../../application/ports/shared-resume-pdf';

/** The sharing module's card port answered by the pdf module's API (the one print queue). */
@Injectable()
export class PdfCardBridge extends LinkCardPrinter {
  constructor(private readonly pdfModule: PdfModuleApi) {
    super();
  }

  print(request: SharedPdfRequest): Promise<Buffer> {
    return this.pdfModule.printCard(request);
  }

  available(): Promise<boolean> {
    return this.pdfModule.cardsAvailable();
  }
}
