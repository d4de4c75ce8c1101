import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY } from '@resume/contracts';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** A create a client may repeat safely with an Idempotency-Key (docs/decisions/0037-idempotency-and-stalled-jobs.md). */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY.header,
      required: false,
      description:
        `${IDEMPOTENCY.keyMinLength}-${IDEMPOTENCY.keyMaxLength} characters of [A-Za-z0-9_-], one per action: a repeat ` +
        'with the same key within 24 hours gets the first answer (header Idempotent-Replayed: true) and changes ' +
        'nothing; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.',
    }),
  );
