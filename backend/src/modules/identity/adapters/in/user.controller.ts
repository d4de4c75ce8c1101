import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { UpdateUserDto } from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { UpdateProfile } from '../../application/update-profile.use-case';
import { toUserJson } from './user.presenter';

@Controller('api/user')
@UseGuards(SessionAuthGuard)
export class UserController {
  constructor(private readonly updateProfile: UpdateProfile) {}

  @Get()
  me(@CurrentUser() user: User): User {
    return user;
  }

  @Patch()
  async update(@CurrentUser() user: User, @Body() body: UpdateUserDto): Promise<User> {
    return toUserJson(await this.updateProfile.execute(user.id, body));
  }
}
