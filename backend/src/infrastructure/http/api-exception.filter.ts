import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ApiErrorBody, ERROR_CODES, ErrorCode, isErrorCode, LIMITS } from '@resume/contracts';
import type { Request, Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error';
import { isDependencyOutage, OUTAGE_RETRY_AFTER_SECONDS } from './dependency-outage';
import { ErrorPages, isApiPath, wantsPage } from './error-pages';
import { TOO_DEEP, TOO_MANY_VALUES } from './json-body';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorBody(error: DomainError): ApiErrorBody {
  return { code: error.code, message: ERROR_CODES[error.code].message, ...error.extras };
}

/** Maps any error to an HTTP status and an ApiErrorBody; unexpected ones are logged and answered as INTERNAL. */
export function toDomainError(exception: unknown, logger: Logger, request?: Request): DomainError {
  if (exception instanceof DomainError) return exception;
  if (exception instanceof HttpException) {
    const code = CODE_BY_STATUS[exception.getStatus()];
    if (code) return new DomainError(code);
  }
  // body-parser errors carry a status and a type (a verify error's status is always 403: the type decides).
  const parserError = exception as { status?: number; type?: string; code?: unknown; values?: number };
  if (parserError?.type === TOO_MANY_VALUES) {
    return new DomainError(isErrorCode(parserError.code) ? parserError.code : 'PAYLOAD_TOO_MANY_VALUES', undefined, {
      details: [{ field: 'body', problem: `more than ${parserError.values} values` }],
    });
  }
  if (parserError?.type === TOO_DEEP) {
    return new DomainError('VALIDATION_FAILED', undefined, {
      details: [{ field: 'body', problem: `nested deeper than ${LIMITS.jsonMaxDepth} levels` }],
    });
  }
  if (parserError?.type === 'entity.too.large' || parserError?.type === 'parameters.too.many')
    return new DomainError(isErrorCode(parserError.code) ? parserError.code : 'PAYLOAD_TOO_LARGE');
  if (parserError?.type === 'charset.unsupported' || parserError?.type === 'encoding.unsupported')
    return new DomainError('UNSUPPORTED_MEDIA_TYPE');
  if (parserError?.status === 400 && typeof parserError.type === 'string') return new DomainError('VALIDATION_FAILED');
  // Other client errors of body-parser and express.static (http-errors marks them `expose`), e.g. a gzip body
  // that does not inflate: the client's fault, answered by status, never a 500.
  const httpError = exception as { status?: unknown; expose?: unknown };
  if (
    httpError?.expose === true &&
    typeof httpError.status === 'number' &&
    httpError.status >= 400 &&
    httpError.status < 500
  ) {
    return new DomainError(CODE_BY_STATUS[httpError.status] ?? 'VALIDATION_FAILED');
  }
  if (isDependencyOutage(exception)) {
    const cause = exception as { code?: string; driverError?: { code?: string }; message?: string };
    logger.warn(
      `${request?.method ?? ''} ${request?.route?.path ?? ''} answered 503: a dependency is out (${cause.code ?? cause.driverError?.code ?? cause.message})`,
    );
    return new DomainError('SERVICE_UNAVAILABLE', undefined, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });
  }
  // The route's pattern, not the URL: paths carry usernames and share ids (docs/decisions/0029-observability.md).
  logger.error(
    `${request?.method ?? ''} ${request?.route?.path ?? request?.path ?? ''} failed`,
    exception instanceof Error ? exception.stack : String(exception),
  );
  return new DomainError('INTERNAL');
}

export function sendError(response: Response, error: DomainError): void {
  const body = errorBody(error);
  if (body.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(body.retryAfterSeconds));
  response.status(ERROR_CODES[error.code].status).json(body);
}

/** The error as a page to a browser's navigation (decision 0040), as the JSON body to anyone else. */
export function answerError(request: Request, response: Response, error: DomainError, pages?: ErrorPages): void {
  // Outside /api the answer depends on Accept: a cache must not hand a browser the JSON (or a client the page).
  if (pages && !isApiPath(request)) response.vary('Accept');
  if (pages && wantsPage(request)) return pages.send(request, response, error);
  sendError(response, error);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly pages?: ErrorPages) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    answerError(request, http.getResponse<Response>(), toDomainError(exception, this.logger, request), this.pages);
  }
}
