import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { BILLING_PAGES } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../shared/application/clock';
import { DomainError } from '../../../../shared/domain/domain-error';
import { newId } from '../../../../shared/domain/random';
import { LOCAL_SESSION_TTL_MS } from '../../application/local-sessions';
import {
  BillingProvider,
  CheckoutRequest,
  NewCustomer,
  PortalRequest,
  ProviderEvent,
} from '../../application/ports/billing-provider';
import { LocalBillingStore } from '../../application/ports/local-billing';
import { localSubscriptionAt } from '../../domain/local-subscription';
import type { ProviderSubscription } from '../../domain/subscription-state';

/**
 * The embedded default (no STRIPE_SECRET_KEY, not production): checkout and portal are pages of this app
 * (BILLING_PAGES.testCheckout/testPortal) over sessions and subscriptions in the database. Nothing is charged; the
 * same use cases as with Stripe copy the subscription to the user. No webhooks: the endpoint answers 404.
 */
@Injectable()
export class LocalBillingProvider extends BillingProvider implements OnApplicationBootstrap {
  readonly mode = 'local' as const;

  constructor(
    private readonly store: LocalBillingStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    new Logger('Billing').log('No STRIPE_SECRET_KEY: payments use the local test checkout (nothing is charged)');
  }

  async createCustomer(_customer: NewCustomer): Promise<string> {
    return `lcus_${newId()}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }> {
    const id = await this.session('checkout', request.userId, request.customerId, {
      priceId: request.priceId,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
    });
    return { url: `${this.config.appUrl}${BILLING_PAGES.testCheckout(id)}` };
  }

  async createPortalSession(request: PortalRequest): Promise<{ url: string }> {
    const id = await this.session('portal', request.userId, request.customerId, { returnUrl: request.returnUrl });
    return { url: `${this.config.appUrl}${BILLING_PAGES.testPortal(id)}` };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const stored = await this.store.findSubscription(subscriptionId);
    if (!stored) return null;
    const sub = localSubscriptionAt(stored, this.clock.now());
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status,
      priceId: sub.priceId,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    };
  }

  verifyWebhook(): ProviderEvent {
    throw new DomainError('NOT_FOUND');
  }

  private async session(
    kind: 'checkout' | 'portal',
    userId: string,
    customerId: string,
    urls: { priceId?: string; successUrl?: string; cancelUrl?: string; returnUrl?: string },
  ): Promise<string> {
    const now = this.clock.now();
    const id = `${kind === 'checkout' ? 'lcs' : 'lps'}_${newId()}`;
    await this.store.createSession({
      id,
      kind,
      userId,
      customerId,
      priceId: urls.priceId ?? null,
      successUrl: urls.successUrl ?? null,
      cancelUrl: urls.cancelUrl ?? null,
      returnUrl: urls.returnUrl ?? null,
      status: 'open',
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOCAL_SESSION_TTL_MS),
    });
    return id;
  }
}
