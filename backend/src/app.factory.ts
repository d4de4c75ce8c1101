import compression from 'compression';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  APPLICATION_LIMITS,
  APPLICATIONS_API,
  JOB_MATCH_API,
  JOB_MATCH_LIMITS,
  LIMITS,
  PDF_API,
  RESUME_API,
  RESUME_LIMITS,
} from '@resume/contracts';
import { FONTS_PATH } from '@resume/resume-view';
import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, Response } from 'express';
import { AppModule, AppModuleOptions } from './app.module';
import { AppConfig } from './config/app-config';
import { loadConfig } from './config/env.schema';
import { answerError, ApiExceptionFilter, toDomainError } from './infrastructure/http/api-exception.filter';
import { ErrorPages } from './infrastructure/http/error-pages';
import { originCheck } from './infrastructure/http/origin-check.middleware';
import { noStore } from './infrastructure/http/no-store.middleware';
import { jsonBody } from './infrastructure/http/json-body';
import { createValidationPipe } from './infrastructure/http/validation';
import { installObservability, mountMetrics } from './infrastructure/observability/install-observability';
import { mountApiDocs } from './infrastructure/observability/openapi/api-docs';
import { mountWebAssets } from './web/web-assets';
import { fontAssets } from './web/font-assets';
import { brandIcons } from './web/brand-icons';
import { securityHeaders } from './web/security-headers';
import { HostRouting } from './modules/domains/adapters/in/host-routing';
import { PUBLIC_PAGE_SCRIPTS } from './modules/sharing/adapters/in/public-page.document';
import { STRIPE_WEBHOOK_PATH, stripeWebhookBody } from './modules/billing/adapters/in/stripe-webhook.controller';

export interface CreateAppOptions extends AppModuleOptions {
  /** Environment variables for this app (tests); process.env when absent. */
  env?: Record<string, string | undefined>;
  /** An already loaded configuration; wins over env. */
  config?: AppConfig;
}

/** Builds the HTTP app (not listening): used by main.ts and by the e2e tests. */
export async function createApp(options: CreateAppOptions = {}): Promise<INestApplication> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    bufferLogs: true,
  });
  const http = app.getHttpAdapter().getInstance() as express.Express;
  if (config.trustProxy !== null) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Request ids, the request log and HTTP metrics, ahead of everything else (decision 0029).
  installObservability(app, http);

  // Security headers on every answer, the static files and the error answers included (docs/decisions/0012).
  http.use(securityHeaders(config, PUBLIC_PAGE_SCRIPTS));
  // No API answer is stored by a cache unless its route says otherwise (the public JSON revalidates; decision 0038).
  http.use('/api', noStore);
  // The template fonts on every host: a person's subdomain or domain links them on its own origin (decision 0025).
  http.use(FONTS_PATH, fontAssets());
  // The icon set on every host too: the pages of a person's host link it on that origin (decision 0039).
  http.use(brandIcons());
  // A person's subdomain or custom domain serves their resume only; an unknown Host nothing (issue 14).
  http.use(app.get(HostRouting).handler);
  mountMetrics(app, http);
  // gzip for the shell, the remotes and JSON: the bundles shrink to about a third on the wire.
  http.use(compression());
  mountWebAssets(http, config);
  app.use(originCheck(config.appOrigin));
  // Stripe signs the webhook's bytes: read raw before any JSON parser (which then sees the body as read).
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookBody());
  // A JSON Resume document may be larger than any other body; the parser that runs first marks the body read.
  // Both refuse a body nested deeper than LIMITS.jsonMaxDepth (400) or holding more values than they take (413)
  // before parsing it, so no body costs more than one pass over its bytes before it is refused (0035).
  app.use(
    RESUME_API.importJsonResume,
    jsonBody({
      bytes: RESUME_LIMITS.importBodyBytes,
      values: RESUME_LIMITS.importMaxValues,
      tooManyValues: 'JSON_RESUME_TOO_MANY_ENTRIES',
      tooLarge: 'JSON_RESUME_TOO_LARGE',
    }),
  );
  // A preview's body is one draft (a few kilobytes): the editor asks often, so it is held to less (0045).
  app.use(
    PDF_API.previewPdf,
    jsonBody({
      bytes: LIMITS.previewBodyBytes,
      values: LIMITS.jsonMaxValues,
      tooManyValues: 'PAYLOAD_TOO_MANY_VALUES',
      tooLarge: 'PREVIEW_TOO_LARGE',
    }),
  );
  // A job posting is pasted text of at most 20,000 characters: its routes take no more than that needs (0051).
  app.use(
    JOB_MATCH_API.match,
    jsonBody({
      bytes: JOB_MATCH_LIMITS.bodyBytes,
      values: LIMITS.jsonMaxValues,
      tooManyValues: 'PAYLOAD_TOO_MANY_VALUES',
      tooLarge: 'JOB_POSTING_TOO_LARGE',
    }),
  );
  // An application holds a posting of at most 50 KB and its notes (0052).
  app.use(
    APPLICATIONS_API.applications,
    jsonBody({
      bytes: APPLICATION_LIMITS.bodyBytes,
      values: LIMITS.jsonMaxValues,
      tooManyValues: 'PAYLOAD_TOO_MANY_VALUES',
      tooLarge: 'APPLICATION_TOO_LARGE',
    }),
  );
  app.use(
    jsonBody({ bytes: LIMITS.jsonBodyBytes, values: LIMITS.jsonMaxValues, tooManyValues: 'PAYLOAD_TOO_MANY_VALUES' }),
  );
  app.use(cookieParser());
  // Errors outside Nest's pipeline (body-parser's 413 and malformed JSON, the origin check, the host routing): the
  // same error body, or to a browser's navigation the page the sharing module renders (decision 0040).
  const errorPages = app.get(ErrorPages);
  const parserLogger = new Logger('BodyParser');
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    answerError(req, res, toDomainError(error, parserLogger, req), errorPages);
  });

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(errorPages));
  app.enableShutdownHooks();
  // OpenAPI at /api/docs before init: Nest's 404 handler is added at init, after it nothing is reached.
  mountApiDocs(app);
  await app.init();
  return app;
}
