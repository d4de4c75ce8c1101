import { Injectable, Logger } from '@nestjs/common';
import { PAID_PLANS, PLANS, SUBSCRIPTION_STATUSES } from '@resume/contracts';
import type { Plan } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import type { UserSubscription } from '../domain/subscription-state';
import { AccountPlans } from './ports/account-plans';

export interface SupportPlanChange {
  email: string;
  plan: string;
  /** Stripe's status names, or null for none; absent: active for a paid plan, none for free. */
  status?: string | null;
  /** Who asked (the operator's login), for the log. */
  operator: string;
}

/**
 * `npm run admin -w backend -- plan <email> <plan> [status]`: support sets a user's plan and status by hand. Logged
 * with who, what and when (the user's id, never the address). A later event from the payment provider for the
 * user's subscription sets them again from the provider's state (docs/decisions/0016-billing.md).
 */
@Injectable()
export class SetPlanForSupport {
  private readonly logger = new Logger('Support');

  constructor(
    private readonly plans: AccountPlans,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(
    change: SupportPlanChange,
  ): Promise<{ userId: string; before: UserSubscription; after: UserSubscription }> {
    if (!(PLANS as readonly string[]).includes(change.plan)) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        details: [{ field: 'plan', problem: `must be one of ${PLANS.join(', ')}` }],
      });
    }
    const plan = change.plan as Plan;
    const status = change.status !== undefined ? change.status : PAID_PLANS.includes(plan) ? 'active' : null;
    if (status !== null && !(SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        details: [{ field: 'status', problem: `must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` }],
      });
    }
    const user = await this.plans.byEmail(change.email);
    if (!user) throw new DomainError('NOT_FOUND');
    const after: UserSubscription = { plan, subscriptionStatus: status };
    await this.tx.run(() => this.plans.setSubscription(user.id, after));
    const before: UserSubscription = { plan: user.plan as Plan, subscriptionStatus: user.subscriptionStatus };
    this.logger.log(
      `${change.operator} set the plan of user ${user.id} from ${before.plan}/${before.subscriptionStatus ?? '-'} to ${plan}/${status ?? '-'} at ${this.clock.now().toISOString()}`,
    );
    return { userId: user.id, before, after };
  }
}
