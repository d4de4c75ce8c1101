import type { LogLevel as NestLogLevel } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { LogLevel } from '../../config/app-config';
import { REDACTED_PATHS, scrubArguments } from './log-scrubbing';
import { assignRequestId } from './request-id';
import { routeLabel } from './route-label';

/** Which process writes the line: every line carries it as `service`. */
export type ProcessRole = 'api' | 'worker';

const PINO_LEVELS: Record<LogLevel, Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

const NEST_LEVELS: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** LOG_LEVEL as Nest's console logger takes it (LOG_FORMAT=pretty): that level and the more severe ones. */
export const nestLevels = (level: LogLevel): NestLogLevel[] => NEST_LEVELS.slice(0, NEST_LEVELS.indexOf(level) + 1);

/** The process's one pino logger: JSON lines on stdout (or `destination`), ISO times, scrubbed and redacted. */
export function createRootLogger(level: LogLevel, role: ProcessRole, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: PINO_LEVELS[level],
    base: { service: role, pid: process.pid, hostname: hostname() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubArguments(args) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Successful static files, shell pages, probes and scrapes: many, and the metrics count them anyway. */
const QUIET_ROUTES = /^(\(other\)|\/health\/.*|\/metrics)$/;
const quiet = (req: IncomingMessage, res: ServerResponse) => res.statusCode < 400 && QUIET_ROUTES.test(routeLabel(req));

/** What a request's line says: never its URL, headers or body (ids, codes, cookies, personal data). */
const requestFields = (req: IncomingMessage, res: ServerResponse, durationMs: unknown) => ({
  method: req.method,
  route: routeLabel(req),
  status: res.statusCode,
  durationMs,
});

/**
 * One line per answered request, with its id (X-Request-Id in and out) bound to every line logged while handling it
 * (nestjs-pino reads req.log). Static files, the shell's pages, health probes and scrapes are logged only when they fail.
 */
export function requestLogger(root: Logger): HttpLogger {
  return pinoHttp({
    logger: root,
    genReqId: (req, res) => assignRequestId(req, res),
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return quiet(req, res) ? 'silent' : 'info';
    },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { durationMs?: unknown }) => requestFields(req, res, value.durationMs),
    customErrorObject: (req, res, _error, value: { durationMs?: unknown }) => requestFields(req, res, value.durationMs),
  });
}
