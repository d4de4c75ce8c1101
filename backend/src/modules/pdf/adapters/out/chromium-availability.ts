import type { LoggerService } from '@nestjs/common';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { PdfFailure } from '../../domain/pdf-failure';
import { bundledChromium, type ChromiumExecutable, hasBundledChromium } from './bundled-chromium';

/** Debian's Chromium (`apt-get install chromium`), the one the images print with. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const isExecutable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Which Chromium this process prints with, and whether it can: the one CHROMIUM_PATH names (and only that one, even
 * when it is missing: an operator's choice is not second-guessed); without CHROMIUM_PATH, Debian's at
 * /usr/bin/chromium, else the one the npm package @sparticuz/chromium ships (bundled-chromium.ts, decision 0044).
 * With none the app still starts and serves everything else; a print fails with PdfFailure('PDF_UNAVAILABLE') (503, the
 * message names CHROMIUM_PATH) and /health/ready shows pdf down (docs/decisions/0024-start-without-chromium.md).
 * Every print looks again, so installing Chromium needs no restart.
 */
export class ChromiumAvailability {
  /** The last start of a Chromium that is there failed (a missing library, say); cleared by a start that works. */
  private startFailed = false;

  constructor(
    /** CHROMIUM_PATH, or null when it is not set. */
    private readonly configured: string | null,
    private readonly logger: LoggerService,
  ) {}

  /** Said once at boot: the start goes on either way. */
  async warnIfMissing(): Promise<void> {
    if (this.configured !== null) {
      if (!(await isExecutable(this.configured)))
        this.logger.warn(`No Chromium at ${this.configured} (CHROMIUM_PATH): PDF export answers 503 PDF_UNAVAILABLE`);
    } else if (!(await isExecutable(SYSTEM_CHROMIUM))) {
      if (hasBundledChromium())
        this.logger.log(
          `No Chromium at ${SYSTEM_CHROMIUM}: PDFs print with @sparticuz/chromium's (CHROMIUM_PATH unset)`,
        );
      else
        this.logger.warn(
          `No Chromium at ${SYSTEM_CHROMIUM} nor @sparticuz/chromium (CHROMIUM_PATH unset): PDF export answers 503 PDF_UNAVAILABLE`,
        );
    }
  }

  /** Cheap (for /health/ready): the bundled Chromium counts before it is unpacked. */
  async available(): Promise<boolean> {
    if (this.startFailed) return false;
    if (this.configured !== null) return isExecutable(this.configured);
    return (await isExecutable(SYSTEM_CHROMIUM)) || hasBundledChromium();
  }

  /** Starts the browser through `start`; no Chromium or a failed start rejects with PdfFailure('PDF_UNAVAILABLE'). */
  async launch<T>(start: (chromium: ChromiumExecutable) => Promise<T>): Promise<T> {
    const chromium = await this.find();
    try {
      const started = await start(chromium);
      this.startFailed = false;
      return started;
    } catch (error) {
      this.startFailed = true;
      this.logger.error(`Chromium at ${chromium.path} did not start: ${(error as Error).message}`);
      throw new PdfFailure('PDF_UNAVAILABLE', { cause: error });
    }
  }

  private async find(): Promise<ChromiumExecutable> {
    if (this.configured !== null) {
      if (await isExecutable(this.configured)) return { path: this.configured, env: {} };
      this.logger.error(`No Chromium at ${this.configured} (CHROMIUM_PATH): PDF_UNAVAILABLE`);
      throw new PdfFailure('PDF_UNAVAILABLE');
    }
    if (await isExecutable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, env: {} };
    let bundled: ChromiumExecutable | null;
    try {
      bundled = await bundledChromium();
    } catch (error) {
      this.startFailed = true;
      this.logger.error(`@sparticuz/chromium could not be unpacked: ${(error as Error).message}`);
      throw new PdfFailure('PDF_UNAVAILABLE', { cause: error });
    }
    if (bundled) return bundled;
    this.logger.error(
      `No Chromium at ${SYSTEM_CHROMIUM} nor @sparticuz/chromium (CHROMIUM_PATH unset): PDF_UNAVAILABLE`,
    );
    throw new PdfFailure('PDF_UNAVAILABLE');
  }
}
