import { Injectable } from '@nestjs/common';
import { PrintResumeCard } from '../../../pdf/application/print-resume-card.use-case';
import { LinkCardPrinter } from '../../application/ports/link-cards';
import type { SharedPdfRequest } from '../../application/ports/shared-resume-pdf';

/** The sharing module's card port answered by the pdf module's exported use case (the one print queue). */
@Injectable()
export class PdfCardBridge extends LinkCardPrinter {
  constructor(private readonly printCard: PrintResumeCard) {
    super();
  }

  print(request: SharedPdfRequest): Promise<Buffer> {
    return this.printCard.execute(request);
  }

  available(): Promise<boolean> {
    return this.printCard.available();
  }
}
