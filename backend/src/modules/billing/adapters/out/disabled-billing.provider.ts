import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../shared/domain/domain-error';
import { BillingProvider, ProviderEvent } from '../../application/ports/billing-provider';
import type { ProviderSubscription } from '../../domain/subscription-state';

/** BILLING=disabled: no payments. Checkout and portal answer 503 BILLING_DISABLED, as does the webhook. */
@Injectable()
export class DisabledBillingProvider extends BillingProvider {
  readonly mode = 'disabled' as const;

  createCustomer(): Promise<string> {
    throw new DomainError('BILLING_DISABLED');
  }
  createCheckoutSession(): Promise<{ url: string }> {
    throw new DomainError('BILLING_DISABLED');
  }
  createPortalSession(): Promise<{ url: string }> {
    throw new DomainError('BILLING_DISABLED');
  }
  async retrieveSubscription(): Promise<ProviderSubscription | null> {
    return null;
  }
  verifyWebhook(): ProviderEvent {
    throw new DomainError('BILLING_DISABLED');
  }
}
