import { Injectable } from '@nestjs/common';
import type { TestCheckoutSession } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { findPrice, planCatalogue } from '../domain/plan-catalogue';
import { ownLocalSession } from './local-sessions';
import { LocalBillingStore } from './ports/local-billing';

/** GET /api/billing/test-checkout/{id} (embedded default): what the local checkout page shows. */
@Injectable()
export class GetLocalCheckout {
  constructor(
    private readonly store: LocalBillingStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<TestCheckoutSession> {
    const session = await ownLocalSession(this.store, userId, id, 'checkout', this.clock.now());
    const price = findPrice(this.config.billing.prices, session.priceId);
    const entry = price && planCatalogue(this.config.billing.prices).find((p) => p.id === price.plan);
    const amount = entry?.prices.find((p) => p.interval === price?.interval)?.amount;
    if (!price || !entry || amount === undefined) throw new DomainError('NOT_FOUND');
    return {
      id: session.id,
      plan: price.plan,
      planName: entry.name,
      priceId: session.priceId!,
      amount,
      interval: price.interval,
      status: session.status,
      cancelUrl: session.cancelUrl ?? this.config.appUrl,
    };
  }
}
