import { Global, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/domain/domain-error';
import { sendError } from '../http/api-exception.filter';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../http/dependency-outage';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { adminAuth } from './admin-auth';
import { QueueRegistry } from './queue-registry';

export const ADMIN_PATHS = { queues: '/admin/queues', metrics: '/admin/metrics' } as const;

/**
 * The ops pages: Bull Board at /admin/queues (every Bull queue registered in QueueRegistry) and queue metrics as
 * JSON at /admin/metrics, both behind ADMIN_USER / ADMIN_PASSWORD.
 */
@Global()
@Module({ providers: [QueueRegistry], exports: [QueueRegistry] })
export class AdminModule implements NestModule {
  private readonly board = new ExpressAdapter();

  constructor(
    private readonly config: AppConfig,
    private readonly registry: QueueRegistry,
    private readonly limiter: RateLimiter,
  ) {
    this.board.setBasePath(ADMIN_PATHS.queues);
    const { addQueue } = createBullBoard({ queues: [], serverAdapter: this.board });
    registry.onRegister((_name, queue) => {
      if (queue.bull) addQueue(new BullAdapter(queue.bull, { readOnlyMode: false }));
    });
  }

  configure(consumer: MiddlewareConsumer): void {
    const auth = adminAuth(this.config, this.limiter);
    consumer.apply(auth, this.board.getRouter()).forRoutes(ADMIN_PATHS.queues);
    consumer
      .apply(auth, async (req: Request, res: Response) => {
        if (req.method !== 'GET') return res.status(405).end();
        try {
          const queues: Record<string, object> = {};
          for (const [name, queue] of this.registry.entries()) queues[name] = await queue.stats();
          res.setHeader('Cache-Control', 'no-store');
          return res.json({ queues });
        } catch {
          // Redis out a moment: the catalogue's answer, as the filter gives for any dependency outage.
          return sendError(
            res,
            new DomainError('SERVICE_UNAVAILABLE', undefined, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS }),
          );
        }
      })
      .forRoutes(ADMIN_PATHS.metrics);
  }
}
