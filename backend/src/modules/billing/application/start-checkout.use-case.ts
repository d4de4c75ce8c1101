import { Injectable } from '@nestjs/common';
import type { CheckoutResponse, CreateCheckoutRequest } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../shared/domain/domain-error';
import { findPrice } from '../domain/plan-catalogue';
import { appReturnUrl } from '../domain/redirect';
import { isLive } from '../domain/subscription-state';
import { BillingCustomers } from './billing-customers';
import { BillingProvider } from './ports/billing-provider';

/**
 * POST /api/create-checkout (spec 7): a checkout page for a subscription to a configured price, for the signed-in
 * user, returning to pages of this app only.
 */
@Injectable()
export class StartCheckout {
  constructor(
    private readonly customers: BillingCustomers,
    private readonly provider: BillingProvider,
    private readonly config: AppConfig,
  ) {}

  async execute(user: { id: string; email: string }, request: CreateCheckoutRequest): Promise<CheckoutResponse> {
    if (this.config.billing.mode === 'disabled') throw new DomainError('BILLING_DISABLED');
    if (!findPrice(this.config.billing.prices, request.priceId)) throw new DomainError('PRICE_NOT_AVAILABLE');
    // The parsed hrefs go on, never the typed strings (domain/redirect.ts).
    const successUrl = appReturnUrl(request.successUrl, this.config.appUrl);
    const cancelUrl = appReturnUrl(request.cancelUrl, this.config.appUrl);
    if (successUrl === null || cancelUrl === null) throw new DomainError('REDIRECT_NOT_ALLOWED');
    const account = await this.customers.ensure(user);
    // A second subscription would be charged too: changes to a live one go through the portal.
    if (isLive(account.status)) throw new DomainError('SUBSCRIPTION_EXISTS');
    return this.provider.createCheckoutSession({
      customerId: account.customerId,
      userId: user.id,
      priceId: request.priceId,
      successUrl,
      cancelUrl,
    });
  }
}
