import type { Redis } from 'ioredis';

/** How long a finished PDF stays for the requests waiting on it and for a repeated identical export. */
export const PDF_RESULT_TTL_MS = 60_000;

/**
 * The PDF a worker printed, handed to the API beside the Bull job rather than as its return value: binary under
 * one key per job id, expiring. As the return value it went through base64, JSON, the job hash and pub/sub to
 * every API process (~93 KB each time for a 70 KB PDF), which cost ~2.3 ms of the ~2.9 ms of queue work per job
 * (bench with the printing left out) and grows with the number of API replicas; the completion event now carries
 * only the size.
 */
export class RedisPdfResults {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async put(jobId: string, pdf: Buffer): Promise<void> {
    await this.redis.set(this.key(jobId), pdf, 'PX', PDF_RESULT_TTL_MS);
  }

  get(jobId: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.key(jobId));
  }

  private key(jobId: string): string {
    return `${this.keyPrefix}pdf:result:${jobId}`;
  }
}
