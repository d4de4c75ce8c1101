import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { IDEMPOTENCY } from '@resume/contracts';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { defer, lastValueFrom, map, Observable } from 'rxjs';
import { DomainError } from '../../shared/domain/domain-error';
import { IdempotentAnswers } from './idempotent-answers';

const KEY = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY.keyMinLength},${IDEMPOTENCY.keyMaxLength}}$`);

/** Set on an answer that is the stored one of an earlier request with the same key (as Stripe names it). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A create route with @Idempotent(): with an Idempotency-Key header it runs once per signed-in account and key
 * (IdempotentAnswers); without one it runs as before. Runs after the guards (the account is known), around the
 * pipes and the handler, so a body refused by validation stores nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly answers: IdempotentAnswers) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: { id: string } }>();
    const key = request.header(IDEMPOTENCY.header);
    if (key === undefined || !request.user) return next.handle();
    if (!KEY.test(key)) throw new DomainError('IDEMPOTENCY_KEY_INVALID');
    const attempt = {
      userId: request.user.id,
      key,
      route: `${request.method} ${request.baseUrl}${(request.route as { path: string }).path}`,
      // The body as parsed, keys in the order sent: a retry sends the same bytes.
      fingerprint: createHash('sha256')
        .update(JSON.stringify(request.body ?? null))
        .digest('hex'),
    };
    const response = http.getResponse<Response>();
    // Nest has set the route's status before the interceptors; a handler may set another (a template saved over).
    const create = async () => {
      const body: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
      return { status: response.statusCode, body };
    };
    return defer(() => this.answers.once(attempt, create)).pipe(
      map(({ status, body, replayed }) => {
        if (replayed) response.status(status).setHeader(REPLAYED_HEADER, 'true');
        return body;
      }),
    );
  }
}
