import type { BillingMode } from '@resume/contracts';
import type { ProviderSubscription } from '../../domain/subscription-state';

export interface NewCustomer {
  userId: string;
  email: string;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  customerId: string;
  userId: string;
  returnUrl: string;
}

/** The events billing acts on (issue 11); any other verified event is answered 200 and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** A verified provider event, reduced to what names the subscription to re-read. */
export interface ProviderEvent {
  id: string;
  type: string;
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * The card payment provider (Stripe, or the embedded local test checkout). Its hosted pages take the payment; its
 * subscriptions are the truth that billing copies to the user.
 */
export abstract class BillingProvider {
  abstract readonly mode: BillingMode;
  /** A customer for the user (called once per user; retried safely). */
  abstract createCustomer(customer: NewCustomer): Promise<string>;
  /** The URL of a checkout page for a subscription to the price. */
  abstract createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }>;
  /** The URL of the billing portal of the customer. */
  abstract createPortalSession(request: PortalRequest): Promise<{ url: string }>;
  /** The subscription as the provider holds it now; null when it does not know it. */
  abstract retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /**
   * The event in a webhook body, after checking its signature and age at `receivedAt`; DomainError
   * WEBHOOK_SIGNATURE_INVALID when missing, wrong or too old.
   */
  abstract verifyWebhook(rawBody: Buffer, signature: string | undefined, receivedAt: Date): ProviderEvent;
}
