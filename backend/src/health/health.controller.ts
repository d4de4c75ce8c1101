import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import { API_PATHS } from '@resume/contracts';
import type { HealthResponse } from '@resume/contracts';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ReadinessChecks } from './readiness-checks';

const TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checks: ReadinessChecks,
    @Optional() @Inject(Redis) private readonly redis?: Redis,
  ) {}

  /** The process is up. */
  @Get(API_PATHS.healthLive)
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /**
   * The process can serve: its database (and Redis, when configured) answer. Features it can serve without (PDF
   * export) are reported beside them and do not make it unready (ReadinessChecks).
   */
  @Get(API_PATHS.healthReady)
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const database = await within(this.dataSource.query('SELECT 1'), TIMEOUT_MS).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const redis = this.redis
      ? await within(this.redis.ping(), TIMEOUT_MS).then(
          () => 'up' as const,
          () => 'down' as const,
        )
      : ('not configured' as const);
    const optional = await this.checks.optionalStates((promise) => within(promise, TIMEOUT_MS));
    const ok = database === 'up' && redis !== 'down';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', checks: { database, redis, ...optional } };
  }
}
