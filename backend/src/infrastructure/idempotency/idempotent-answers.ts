import { Injectable } from '@nestjs/common';
import { IDEMPOTENCY } from '@resume/contracts';
import { LessThanOrEqual } from 'typeorm';
import { Clock } from '../../shared/application/clock';
import { DomainError } from '../../shared/domain/domain-error';
import { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { uniqueViolation } from '../database/unique-violation';
import { IdempotentAnswerOrmEntity } from './idempotent-answer.orm-entity';

/** One create as the interceptor sees it: who, which key, which route, what body. */
export interface IdempotentRequest {
  userId: string;
  key: string;
  route: string;
  fingerprint: string;
}

/** A create's answer: its status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentOutcome extends Answer {
  /** The answer is the stored one of an earlier request with the key. */
  replayed: boolean;
}

/** Thrown inside the transaction when another request holds or has stored the key. */
class KeyTaken extends Error {}

/**
 * Runs a create at most once per account and key. The key's row is inserted first in the create's own transaction
 * and its answer written there too, so the create and its stored answer commit together or not at all: an answer
 * lost on the way (a replica killed, a proxy's 502) is found by the repeat, and a create that failed left nothing.
 * A repeat arriving while the first runs waits on the row (MariaDB's row lock, sql.js's one transaction at a time)
 * and then answers from it. Rows live IDEMPOTENCY.ttlMs; the housekeeping sweep deletes older ones.
 */
@Injectable()
export class IdempotentAnswers {
  constructor(
    private readonly transactions: TransactionalEntityManager,
    private readonly clock: Clock,
  ) {}

  async once(request: IdempotentRequest, create: () => Promise<Answer>, retry = true): Promise<IdempotentOutcome> {
    try {
      return await this.transactions.run(async () => {
        // Read in the transaction: on sql.js (one connection) a read outside it could see another's uncommitted row.
        const stored = await this.find(request);
        if (stored) return this.replay(stored, request);
        await this.claim(request);
        const { status, body } = await create();
        await this.transactions.manager.update(
          IdempotentAnswerOrmEntity,
          { userId: request.userId, idempotencyKey: request.key },
          { status, body: JSON.stringify(body ?? null) },
        );
        return { status, body, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      // The other request committed its answer (a failed one would have left no row to collide with) ...
      const first = await this.find(request);
      if (first) return this.replay(first, request);
      // ... or the row is one past its 24 hours that the sweep has not reached yet: no answer any more.
      if (!retry) throw new DomainError('SERVICE_UNAVAILABLE');
      await this.transactions.manager.delete(IdempotentAnswerOrmEntity, {
        userId: request.userId,
        idempotencyKey: request.key,
        expiresAt: LessThanOrEqual(this.clock.now()),
      });
      return this.once(request, create, false);
    }
  }

  /** Deletes the answers past their 24 hours; the number deleted. */
  async sweep(): Promise<number> {
    const result = await this.transactions.manager.delete(IdempotentAnswerOrmEntity, {
      expiresAt: LessThanOrEqual(this.clock.now()),
    });
    return result.affected ?? 0;
  }

  private async claim(request: IdempotentRequest): Promise<void> {
    // Only an insert here: a DELETE of a missing row would take a gap lock on MariaDB, and two repeats holding one
    // each would deadlock on their inserts. The insert of a repeat waits for the first's row, then collides.
    const now = this.clock.now();
    try {
      await this.transactions.manager.insert(IdempotentAnswerOrmEntity, {
        userId: request.userId,
        idempotencyKey: request.key,
        route: request.route,
        fingerprint: request.fingerprint,
        status: 0,
        body: 'null',
        expiresAt: new Date(now.getTime() + IDEMPOTENCY.ttlMs),
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new KeyTaken();
      throw error;
    }
  }

  private async find(request: IdempotentRequest): Promise<IdempotentAnswerOrmEntity | null> {
    const row = await this.transactions.manager.findOneBy(IdempotentAnswerOrmEntity, {
      userId: request.userId,
      idempotencyKey: request.key,
    });
    return row && row.expiresAt > this.clock.now() ? row : null;
  }

  /** The first answer, for the same route and body only (Stripe's rule: another body under the key is refused). */
  private replay(stored: IdempotentAnswerOrmEntity, request: IdempotentRequest): IdempotentOutcome {
    if (stored.route !== request.route || stored.fingerprint !== request.fingerprint)
      throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return { status: stored.status, body: JSON.parse(stored.body) as unknown, replayed: true };
  }
}
