import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { BILLING_API } from '@resume/contracts';
import type {
  TestCheckoutCompleteResponse,
  TestCheckoutSession,
  TestPortalAction,
  TestPortalSession,
  User,
} from '@resume/contracts';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { AppConfig } from '../../../../config/app-config';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { routePattern } from '../../../../infrastructure/http/route-pattern';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ActInLocalPortal } from '../../application/act-in-local-portal.use-case';
import { CompleteLocalCheckout } from '../../application/complete-local-checkout.use-case';
import { GetLocalCheckout } from '../../application/get-local-checkout.use-case';
import { GetLocalPortal } from '../../application/get-local-portal.use-case';

class PortalActionDto {
  @IsString() action!: string;
  @IsOptional() @IsIn(['month', 'year']) interval?: 'month' | 'year';
}

/**
 * The embedded default's checkout and portal (mounted only without STRIPE_SECRET_KEY, never in production): the
 * shell's /billing/test-checkout and /billing/test-portal pages call these. A session is its creator's only: 404 for
 * anyone else.
 */
@Controller()
@UseGuards(SessionAuthGuard)
export class LocalBillingController {
  constructor(
    private readonly getCheckout: GetLocalCheckout,
    private readonly completeCheckout: CompleteLocalCheckout,
    private readonly getPortal: GetLocalPortal,
    private readonly act: ActInLocalPortal,
    private readonly config: AppConfig,
  ) {}

  @Get(routePattern(BILLING_API.testCheckout, 'id'))
  checkout(@CurrentUser() user: User, @Param('id') id: string): Promise<TestCheckoutSession> {
    return this.getCheckout.execute(user.id, id);
  }

  @Post(routePattern(BILLING_API.testCheckoutComplete, 'id'))
  @HttpCode(200)
  complete(@CurrentUser() user: User, @Param('id') id: string): Promise<TestCheckoutCompleteResponse> {
    return this.completeCheckout.execute(user.id, id);
  }

  @Get(routePattern(BILLING_API.testPortal, 'id'))
  portal(@CurrentUser() user: User, @Param('id') id: string): Promise<TestPortalSession> {
    return this.getPortal.execute(user.id, id);
  }

  @Post(routePattern(BILLING_API.testPortalAction, 'id'))
  @HttpCode(200)
  action(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: PortalActionDto,
  ): Promise<TestPortalSession> {
    return this.act.execute(user.id, id, this.portalAction(body));
  }

  /** cancel, resume, switch (with an interval); 'end-period' only with ENABLE_TEST_ROUTES. */
  private portalAction(body: PortalActionDto): TestPortalAction {
    const actions = ['cancel', 'resume', 'switch', ...(this.config.testRoutes ? ['end-period'] : [])];
    if (!actions.includes(body.action)) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        details: [{ field: 'action', problem: `must be one of ${actions.join(', ')}` }],
      });
    }
    if (body.action === 'switch') {
      if (!body.interval)
        throw new DomainError('VALIDATION_FAILED', undefined, {
          details: [{ field: 'interval', problem: 'must be month or year' }],
        });
      return { action: 'switch', interval: body.interval };
    }
    return { action: body.action as 'cancel' | 'resume' | 'end-period' };
  }
}
