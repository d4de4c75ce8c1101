import { ConsoleLogger, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { adminAuth } from '../admin/admin-auth';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { httpMetrics } from './http-metrics';
import { nestLevels, requestLogger } from './logging';
import { METRICS_PATH, serveMetrics } from './metrics-endpoint';
import { ObservabilitySettings } from './observability.module';
import { assignRequestId } from './request-id';

/** Nest's Logger lines through pino (LOG_FORMAT=json) or Nest's console (pretty); the app is built with bufferLogs. */
export function useProcessLogger(app: INestApplicationContext): void {
  const settings = app.get(ObservabilitySettings);
  // A ConsoleLogger of its own, not only levels: Nest's logger is process-wide, and levels alone would keep whatever
  // an earlier app in the same process installed (a JSON one, in the test suites).
  app.useLogger(
    settings.rootLogger ? app.get(Logger) : new ConsoleLogger({ logLevels: nestLevels(app.get(AppConfig).logLevel) }),
  );
  // NestFactory.create flushes the buffered lines on useLogger only for application contexts: flush them here.
  app.flushLogs();
}

/**
 * The API's first middlewares, before the static files and the parsers so every request is counted and can be
 * logged: its id (X-Request-Id), its line in the log, its time in the metrics.
 */
export function installObservability(app: INestApplication, http: Express): void {
  useProcessLogger(app);
  const { rootLogger } = app.get(ObservabilitySettings);
  http.use(httpMetrics);
  if (rootLogger) http.use(requestLogger(rootLogger));
  else
    http.use((req: Request, res: Response, next: NextFunction) => {
      (req as Request & { id?: string }).id = assignRequestId(req, res);
      next();
    });
}

/**
 * GET /metrics behind the admin credentials (the Bull Board's; 404 when none are configured). Mounted after the
 * host routing, so a person's domain answers it 404 like every other app path, instead of an admin login.
 * GET (and HEAD) only: a scrape; any other method is the 404 of a path that does not exist.
 */
export function mountMetrics(app: INestApplication, http: Express): void {
  http.get(METRICS_PATH, adminAuth(app.get(AppConfig), app.get(RateLimiter)), serveMetrics);
}
