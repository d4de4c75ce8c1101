import type { LoggerService } from '@nestjs/common';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';

const isExecutable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Whether this process can print: a Chromium at CHROMIUM_PATH that starts. Without one the app still starts and
 * serves everything else; a print fails with Error('PDF_UNAVAILABLE') (503, the message names CHROMIUM_PATH) and
 * /health/ready shows pdf down (docs/decisions/0024-start-without-chromium.md). Every print tries again, so
 * installing Chromium needs no restart.
 */
export class ChromiumAvailability {
  /** The last start of an executable that is there failed (a missing library, say); cleared by a start that works. */
  private startFailed = false;

  constructor(
    private readonly path: string,
    private readonly logger: LoggerService,
  ) {}

  /** Said once at boot: the start goes on either way. */
  async warnIfMissing(): Promise<void> {
    if (!(await isExecutable(this.path)))
      this.logger.warn(`No Chromium at ${this.path} (CHROMIUM_PATH): PDF export answers 503 PDF_UNAVAILABLE`);
  }

  async available(): Promise<boolean> {
    return !this.startFailed && (await isExecutable(this.path));
  }

  /** Starts the browser through `start`; a missing executable or a failed start rejects with Error('PDF_UNAVAILABLE'). */
  async launch<T>(start: () => Promise<T>): Promise<T> {
    if (!(await isExecutable(this.path))) {
      this.logger.error(`No Chromium at ${this.path} (CHROMIUM_PATH): PDF_UNAVAILABLE`);
      throw new Error('PDF_UNAVAILABLE');
    }
    try {
      const started = await start();
      this.startFailed = false;
      return started;
    } catch (error) {
      this.startFailed = true;
      this.logger.error(`Chromium at ${this.path} did not start: ${(error as Error).message}`);
      throw new Error('PDF_UNAVAILABLE');
    }
  }
}
