import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { PLANS, type User } from '@resume/contracts';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { ChangeSubscription } from '../../application/change-subscription.use-case';
import { toUserJson } from './user.presenter';

class GrantPlanDto {
  @IsIn(PLANS as readonly string[])
  plan!: (typeof PLANS)[number];

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  subscriptionStatus?: string | null;
}

/**
 * Test-only (mounted only with ENABLE_TEST_ROUTES=true, refused in production): lets browser journeys give
 * the signed-in user a plan until billing sets plans through the payment provider.
 */
@Controller('api/test')
@UseGuards(SessionAuthGuard)
export class TestPlanController {
  constructor(private readonly changeSubscription: ChangeSubscription) {}

  @Post('grant-plan')
  @HttpCode(200)
  async grant(@CurrentUser() user: User, @Body() body: GrantPlanDto): Promise<User> {
    const updated = await this.changeSubscription.execute(user.id, {
      plan: body.plan,
      subscriptionStatus: body.subscriptionStatus ?? null,
    });
    return toUserJson(updated);
  }
}
