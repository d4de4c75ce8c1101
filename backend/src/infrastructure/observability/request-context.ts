import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Optional } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request (or of the request that queued the job) this code runs for; undefined outside one. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Runs work for a request id outside the HTTP pipeline (a PDF job in the worker): currentRequestId() answers it, and
 * with JSON logs every line logged inside carries `requestId` and the given fields, as a request's lines do.
 */
@Injectable()
export class RequestContext {
  constructor(@Optional() private readonly pino?: PinoLogger) {}

  run<T>(requestId: string | undefined, fields: Record<string, string>, work: () => T): T {
    const logged = () =>
      this.pino ? this.pino.runInContext(work, { bindings: requestId ? { requestId, ...fields } : fields }) : work();
    return requestId ? requestIds.run(requestId, logged) : logged();
  }

  /** Express/Nest middleware: the request's id (assigned first thing, see assignRequestId) for the code it reaches. */
  static middleware(req: { id?: unknown }, _res: unknown, next: () => void): void {
    if (typeof req.id === 'string') requestIds.run(req.id, next);
    else next();
  }
}
