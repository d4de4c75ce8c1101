import { Injectable } from '@nestjs/common';
import { PdfModuleApi, type ResumeToPrint } from '../../application/pdf.module-api';
import { PrintResumeCard } from '../../application/print-resume-card.use-case';
import { PrintResumePdf } from '../../application/print-resume-pdf.use-case';

/** Other modules print through here: the pdf module's use cases, as its controllers drive them. */
@Injectable()
export class PdfModuleApiAdapter extends PdfModuleApi {
  constructor(
    private readonly printResumePdf: PrintResumePdf,
    private readonly printResumeCard: PrintResumeCard,
  ) {
    super();
  }

  printPdf(resume: ResumeToPrint): Promise<Buffer> {
    return this.printResumePdf.execute(resume);
  }

  printCard(resume: ResumeToPrint): Promise<Buffer> {
    return this.printResumeCard.execute(resume);
  }

  cardsAvailable(): Promise<boolean> {
    return this.printResumeCard.available();
  }
}
