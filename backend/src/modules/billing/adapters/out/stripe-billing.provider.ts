import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import {
  BillingProvider,
  CheckoutRequest,
  NewCustomer,
  PortalRequest,
  ProviderEvent,
} from '../../application/ports/billing-provider';
import type { ProviderSubscription } from '../../domain/subscription-state';

/** Stripe's signature tolerance (its default): an event signed more than 5 minutes before it arrives is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);

/** The subscription an event's object names: the subscription itself, a checkout session's, or an invoice's. */
function subscriptionOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.')) return idOf(object.id as string);
  if (type.startsWith('invoice.')) {
    // Older API versions: invoice.subscription; since 2025-03-31: invoice.parent.subscription_details.subscription.
    const parent = object.parent as { subscription_details?: { subscription?: Ref } | null } | null | undefined;
    return idOf(object.subscription as Ref) ?? idOf(parent?.subscription_details?.subscription);
  }
  return idOf(object.subscription as Ref);
}

/**
 * The Stripe adapter (the `stripe` SDK). STRIPE_API_URL sets the SDK's host, port and protocol, so tests run the
 * real SDK against a local fake. Failures of the API are logged by kind (never the key or the request) and answered
 * 502 PAYMENT_PROVIDER_FAILED; in a webhook that makes Stripe deliver the event again later.
 */
@Injectable()
export class StripeBillingProvider extends BillingProvider {
  readonly mode = 'stripe' as const;
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: AppConfig) {
    super();
    const billing = config.billing;
    if (billing.mode !== 'stripe') throw new Error('StripeBillingProvider needs STRIPE_SECRET_KEY');
    this.webhookSecret = billing.webhookSecret;
    this.stripe = new Stripe(billing.secretKey, {
      host: billing.api.host,
      port: billing.api.port,
      protocol: billing.api.protocol,
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'resume-builder' },
    });
  }

  createCustomer(customer: NewCustomer): Promise<string> {
    return this.call('create a customer', async () => {
      const created = await this.stripe.customers.create(
        { email: customer.email, metadata: { userId: customer.userId } },
        // The account's row is held while this runs; the key covers a crash between creating and storing the id.
        { idempotencyKey: `customer-${customer.userId}` },
      );
      return created.id;
    });
  }

  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }> {
    return this.call('create a checkout session', async () => {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
        line_items: [{ price: request.priceId, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('checkout session without url');
      return { url: session.url };
    });
  }

  createPortalSession(request: PortalRequest): Promise<{ url: string }> {
    return this.call('create a billing-portal session', async () => {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: request.customerId,
        return_url: request.returnUrl,
      });
      return { url: session.url };
    });
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    return this.call('read a subscription', async () => {
      let sub: Stripe.Subscription;
      try {
        sub = await this.stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
      const items = sub.items?.data ?? [];
      const item = items[0];
      // Since API version 2025-03-31 the period lives on the items; older versions also carried it on the subscription.
      const periodEnds = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
      const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
      const end = periodEnds.length ? Math.max(...periodEnds) : legacyEnd;
      return {
        id: sub.id,
        customerId: idOf(sub.customer)!,
        status: sub.status,
        priceId: item?.price?.id ?? null,
        currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
        // The portal may cancel with a date (cancel_at) instead of the flag.
        cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || sub.cancel_at != null,
      };
    });
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, receivedAt: Date): ProviderEvent {
    if (!signature || !Buffer.isBuffer(rawBody)) throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        receivedAt.getTime(),
      );
    } catch {
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    }
    const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
    return {
      id: event.id,
      type: event.type,
      customerId: idOf(object.customer as Ref),
      subscriptionId: subscriptionOf(event.type, object),
    };
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const e = error as { type?: string; code?: string; statusCode?: number; name?: string };
      this.logger.error(
        `Could not ${what}: ${e.type ?? e.name ?? 'error'}${e.code ? ` ${e.code}` : ''}${e.statusCode ? ` (HTTP ${e.statusCode})` : ''}`,
      );
      throw new DomainError('PAYMENT_PROVIDER_FAILED');
    }
  }
}
