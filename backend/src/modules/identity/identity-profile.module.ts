import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReleasedNameOrmEntity } from './adapters/out/released-name.orm-entity';
import { TypeormReleasedNames } from './adapters/out/typeorm-released-names';
import { TypeormUserRepository } from './adapters/out/typeorm-user.repository';
import { NameCooldown } from './application/name-cooldown';
import { ReleasedNames } from './application/ports/released-names';
import { UserOrmEntity } from './adapters/out/user.orm-entity';
import { UserRepository } from './application/ports/user.repository';
import { ChangeSubscription } from './application/change-subscription.use-case';
import { FindAccount } from './application/find-account.use-case';
import { SetDomainNames } from './application/set-domain-names.use-case';
import { SetLinkedInId } from './application/set-linkedin-id.use-case';
import { UpdateProfile } from './application/update-profile.use-case';

/**
 * The accounts and their personal fields. A module of its own (imported by IdentityModule) so that the resume
 * module can use `UpdateProfile` without a cycle: IdentityModule itself imports ResumeModule. Billing sets plans
 * through `ChangeSubscription`, domains the account's domain names through `SetDomainNames`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity, ReleasedNameOrmEntity])],
  providers: [
    NameCooldown,
    { provide: ReleasedNames, useClass: TypeormReleasedNames },
    UpdateProfile,
    FindAccount,
    ChangeSubscription,
    SetLinkedInId,
    SetDomainNames,
    { provide: UserRepository, useClass: TypeormUserRepository },
  ],
  exports: [UpdateProfile, FindAccount, ChangeSubscription, SetLinkedInId, SetDomainNames, UserRepository],
})
export class IdentityProfileModule {}
