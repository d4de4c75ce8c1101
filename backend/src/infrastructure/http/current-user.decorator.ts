import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { User } from '@resume/contracts';

/** The signed-in user (as the API shows it), set by SessionAuthGuard. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): User => {
  return ctx.switchToHttp().getRequest<{ user: User }>().user;
});
