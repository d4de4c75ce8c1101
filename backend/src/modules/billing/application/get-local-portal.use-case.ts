import { Injectable } from '@nestjs/common';
import type { TestPortalSession } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { GetSubscription } from './get-subscription.use-case';
import { ownLocalSession } from './local-sessions';
import { LocalBillingStore } from './ports/local-billing';

/** GET /api/billing/test-portal/{id} (embedded default): what the local portal page shows. */
@Injectable()
export class GetLocalPortal {
  constructor(
    private readonly store: LocalBillingStore,
    private readonly subscription: GetSubscription,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<TestPortalSession> {
    const session = await ownLocalSession(this.store, userId, id, 'portal', this.clock.now());
    return {
      id: session.id,
      subscription: await this.subscription.execute(userId),
      returnUrl: session.returnUrl ?? '',
    };
  }
}
