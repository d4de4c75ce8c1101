import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { BILLING_API, LIMITS } from '@resume/contracts';
import type { CheckoutResponse, PlansResponse, SubscriptionResponse, User } from '@resume/contracts';
import { IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { GetPlans } from '../../application/get-plans.use-case';
import { GetSubscription } from '../../application/get-subscription.use-case';
import { OpenCustomerPortal } from '../../application/open-customer-portal.use-case';
import { StartCheckout } from '../../application/start-checkout.use-case';
import { BillingSessionLimit } from './billing-session-limit.guard';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';

class CreateCheckoutDto {
  @IsString() @MaxLength(255) priceId!: string;
  @IsString() @MaxLength(LIMITS.urlMaxLength) successUrl!: string;
  @IsString() @MaxLength(LIMITS.urlMaxLength) cancelUrl!: string;
}

class CustomerPortalDto {
  @IsString() @MaxLength(LIMITS.urlMaxLength) returnUrl!: string;
}

/** The plan catalogue, the user's subscription, checkout and the billing portal (spec 2.14, 7, 9). */
@Controller()
export class BillingController {
  constructor(
    private readonly plans: GetPlans,
    private readonly subscription: GetSubscription,
    private readonly checkout: StartCheckout,
    private readonly portal: OpenCustomerPortal,
  ) {}

  /** Public: the pricing page shows it signed out too. */
  @Get(BILLING_API.plans)
  listPlans(): PlansResponse {
    return this.plans.execute();
  }

  @Get(BILLING_API.subscription)
  @UseGuards(SessionAuthGuard)
  mine(@CurrentUser() user: User): Promise<SubscriptionResponse> {
    return this.subscription.execute(user.id);
  }

  @Post(BILLING_API.createCheckout)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard, BillingSessionLimit)
  @Idempotent()
  createCheckout(@CurrentUser() user: User, @Body() body: CreateCheckoutDto): Promise<CheckoutResponse> {
    return this.checkout.execute(user, body);
  }

  @Post(BILLING_API.customerPortal)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard, BillingSessionLimit)
  customerPortal(@CurrentUser() user: User, @Body() body: CustomerPortalDto): Promise<CheckoutResponse> {
    return this.portal.execute(user, body);
  }
}
