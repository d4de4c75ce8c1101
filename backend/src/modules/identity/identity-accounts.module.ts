import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReleasedNameOrmEntity } from './adapters/out/released-name.orm-entity';
import { TypeormReleasedNames } from './adapters/out/typeorm-released-names';
import { TypeormUserRepository } from './adapters/out/typeorm-user.repository';
import { UserOrmEntity } from './adapters/out/user.orm-entity';
import { ChangeSubscription } from './application/change-subscription.use-case';
import { FindAccount } from './application/find-account.use-case';
import { NameCooldown } from './application/name-cooldown';
import { ReleasedNames } from './application/ports/released-names';
import { UserRepository } from './application/ports/user.repository';
import { SetDomainNames } from './application/set-domain-names.use-case';
import { SetLinkedInId } from './application/set-linkedin-id.use-case';
import { UpdateProfile } from './application/update-profile.use-case';

/**
 * The accounts' table and use cases, for the identity module's own two Nest modules only: IdentityModule (sign-in,
 * the account routes) and IdentityProfileModule (the module API other modules import). No other module imports this
 * one (`npm run lint:layers`: docs/decisions/0058-one-seam-per-module.md).
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
export class IdentityAccountsModule {}
