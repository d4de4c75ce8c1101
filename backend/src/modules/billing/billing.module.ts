import { DynamicModule, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { IdentityProfileModule } from '../identity/identity-profile.module';
import { BillingHousekeeping } from './adapters/in/billing.housekeeping';
import { BillingController } from './adapters/in/billing.controller';
import { BillingSessionLimit } from './adapters/in/billing-session-limit.guard';
import { LocalBillingController } from './adapters/in/local-billing.controller';
import { StripeWebhookController } from './adapters/in/stripe-webhook.controller';
import { BILLING_ORM_ENTITIES } from './adapters/out/billing.orm-entities';
import { DisabledBillingProvider } from './adapters/out/disabled-billing.provider';
import { IdentityModuleBridge } from './adapters/out/identity-module.bridge';
import { LocalBillingProvider } from './adapters/out/local-billing.provider';
import { StripeBillingProvider } from './adapters/out/stripe-billing.provider';
import { TypeormBillingAccounts } from './adapters/out/typeorm-billing-accounts';
import { TypeormLocalBillingStore } from './adapters/out/typeorm-local-billing.store';
import { ActInLocalPortal } from './application/act-in-local-portal.use-case';
import { BillingCustomers } from './application/billing-customers';
import { CompleteLocalCheckout } from './application/complete-local-checkout.use-case';
import { GetLocalCheckout } from './application/get-local-checkout.use-case';
import { GetLocalPortal } from './application/get-local-portal.use-case';
import { GetPlans } from './application/get-plans.use-case';
import { GetSubscription } from './application/get-subscription.use-case';
import { HandleStripeWebhook } from './application/handle-stripe-webhook.use-case';
import { OpenCustomerPortal } from './application/open-customer-portal.use-case';
import { AccountPlans } from './application/ports/account-plans';
import { BillingAccounts } from './application/ports/billing-accounts';
import { BillingProvider } from './application/ports/billing-provider';
import { LocalBillingStore } from './application/ports/local-billing';
import { SetPlanForSupport } from './application/set-plan-for-support.use-case';
import { StartCheckout } from './application/start-checkout.use-case';
import { SweepBilling } from './application/sweep-billing.use-case';
import { SyncSubscription } from './application/sync-subscription.use-case';

const PROVIDERS = { stripe: StripeBillingProvider, local: LocalBillingProvider, disabled: DisabledBillingProvider };

/**
 * Billing (docs/decisions/0016-billing.md): the plan catalogue, checkout, the billing portal and Stripe's webhooks.
 * Stripe with STRIPE_SECRET_KEY; without it (not in production) the local test checkout behind the same port;
 * BILLING=disabled: none. Plans and statuses are set through identity's ChangeSubscription.
 */
@Module({})
export class BillingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const provider: Provider = { provide: BillingProvider, useClass: PROVIDERS[config.billing.mode] };
    return {
      module: BillingModule,
      imports: [TypeOrmModule.forFeature(BILLING_ORM_ENTITIES), IdentityProfileModule],
      controllers: [
        BillingController,
        StripeWebhookController,
        ...(config.billing.mode === 'local' ? [LocalBillingController] : []),
      ],
      providers: [
        provider,
        GetPlans,
        GetSubscription,
        StartCheckout,
        OpenCustomerPortal,
        BillingCustomers,
        HandleStripeWebhook,
        SyncSubscription,
        GetLocalCheckout,
        CompleteLocalCheckout,
        GetLocalPortal,
        ActInLocalPortal,
        SweepBilling,
        BillingHousekeeping,
        BillingSessionLimit,
        SetPlanForSupport,
        { provide: BillingAccounts, useClass: TypeormBillingAccounts },
        { provide: LocalBillingStore, useClass: TypeormLocalBillingStore },
        { provide: AccountPlans, useClass: IdentityModuleBridge },
      ],
    };
  }
}

/** What the admin command needs (no HTTP, no payment provider): setting a plan through identity. */
@Module({
  imports: [IdentityProfileModule],
  providers: [SetPlanForSupport, { provide: AccountPlans, useClass: IdentityModuleBridge }],
  exports: [SetPlanForSupport],
})
export class BillingSupportModule {}
