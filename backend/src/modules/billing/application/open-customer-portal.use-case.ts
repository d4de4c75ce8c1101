import { Injectable } from '@nestjs/common';
import type { CheckoutResponse, CustomerPortalRequest } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../shared/domain/domain-error';
import { appReturnUrl } from '../domain/redirect';
import { BillingAccounts } from './ports/billing-accounts';
import { BillingProvider } from './ports/billing-provider';

/** POST /api/customer-portal (spec 7): the billing portal of the user's customer, returning to a page of this app. */
@Injectable()
export class OpenCustomerPortal {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly provider: BillingProvider,
    private readonly config: AppConfig,
  ) {}

  async execute(user: { id: string }, request: CustomerPortalRequest): Promise<CheckoutResponse> {
    if (this.config.billing.mode === 'disabled') throw new DomainError('BILLING_DISABLED');
    // The parsed href goes on, never the typed string (domain/redirect.ts).
    const returnUrl = appReturnUrl(request.returnUrl, this.config.appUrl);
    if (returnUrl === null) throw new DomainError('REDIRECT_NOT_ALLOWED');
    const account = await this.accounts.findByUser(user.id);
    if (!account?.customerId) throw new DomainError('NO_BILLING_ACCOUNT');
    return this.provider.createPortalSession({
      customerId: account.customerId,
      userId: user.id,
      returnUrl,
    });
  }
}
