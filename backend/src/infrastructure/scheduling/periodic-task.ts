import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/** The first run waits this long after start-up, so a starting replica serves requests first. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Housekeeping that runs every HOUSEKEEPING_INTERVAL_MS in each API replica (0: never). Tasks are idempotent
 * deletes by predicate, so replicas running them at the same time only repeat each other's work; a failed run is
 * logged and tried again at the next interval. The timer does not keep the process alive and stops on shutdown.
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(protected readonly config: AppConfig) {}

  /** Does the work; returns what to log. */
  protected abstract run(): Promise<string>;

  /** How often it runs (0: never); a task with a cadence of its own says so here. */
  protected intervalMs(): number {
    return this.config.housekeepingIntervalMs;
  }

  onApplicationBootstrap(): void {
    const every = this.intervalMs();
    if (!every) return;
    this.schedule(Math.min(FIRST_RUN_DELAY_MS, every), every);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delay: number, every: number): void {
    this.timer = setTimeout(() => {
      this.running = this.run()
        .then((done) => this.logger.log(done))
        .catch((error: unknown) => this.logger.warn(`failed, next try in ${every} ms: ${(error as Error).message}`))
        .finally(() => {
          this.running = null;
          if (this.timer) this.schedule(every, every);
        });
    }, delay);
    this.timer.unref();
  }
}
