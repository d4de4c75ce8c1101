import { Injectable } from '@nestjs/common';
import { PLANS } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { paidAccessEndedAfter, type Subscription, type User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/**
 * Sets a user's plan and subscription status. Billing calls this (webhooks, the local test checkout, the admin
 * command: docs/decisions/0016-billing.md), inside its own transaction; so does the test-only grant-plan route.
 */
@Injectable()
export class ChangeSubscription {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, subscription: Subscription): Promise<User> {
    if (!(PLANS as readonly string[]).includes(subscription.plan)) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        details: [{ field: 'plan', problem: `must be one of ${PLANS.join(', ')}` }],
      });
    }
    const before = await this.users.findById(userId);
    if (!before) throw new DomainError('NOT_FOUND');
    const now = this.clock.now();
    const paidAccessEndedAt = paidAccessEndedAfter(before, subscription, now);
    await this.users.updateSubscription(userId, { ...subscription, paidAccessEndedAt }, now);
    return { ...before, ...subscription, paidAccessEndedAt, updatedAt: now };
  }
}
