import { DynamicModule, Module, Provider } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { RateLimitStorage } from '../../infrastructure/rate-limit/rate-limit-storage';
import { ResumeModule } from '../resume/resume.module';
import { authThrottlers } from './adapters/in/auth-rate-limits';
import { AuthController } from './adapters/in/auth.controller';
import { SessionStrategy } from './adapters/in/session.strategy';
import { TestPlanController } from './adapters/in/test-plan.controller';
import { UserController } from './adapters/in/user.controller';
import { MagicLinkTokenOrmEntity } from './adapters/out/magic-link-token.orm-entity';
import { RedisSessionStore } from './adapters/out/redis-session.store';
import { ResumeModuleBridge } from './adapters/out/resume-module.bridge';
import { SessionOrmEntity } from './adapters/out/session.orm-entity';
import { TypeormMagicLinkTokenRepository } from './adapters/out/typeorm-magic-link-token.repository';
import { TypeormSessionStore } from './adapters/out/typeorm-session.store';
import { MagicLinkTokenRepository } from './application/ports/magic-link-token.repository';
import { NewUserResume } from './application/ports/new-user-resume';
import { SessionStore } from './application/ports/session.store';
import { RequestMagicLink } from './application/request-magic-link.use-case';
import { ResolveSession } from './application/resolve-session.use-case';
import { SignInWithMagicLink } from './application/sign-in-with-magic-link.use-case';
import { SignOut } from './application/sign-out.use-case';
import { IdentityAccountsModule } from './identity-accounts.module';
import { SignInHousekeeping } from './adapters/in/sign-in.housekeeping';
import { SweepExpiredSignIns } from './application/sweep-expired-sign-ins.use-case';
import { EmailChangeOrmEntity } from './adapters/out/email-change.orm-entity';
import { TypeormEmailChangeRepository } from './adapters/out/typeorm-email-change.repository';
import { EmailChangeRepository } from './application/ports/email-change.repository';
import { RequestEmailChange } from './application/request-email-change.use-case';
import { ConfirmEmailChange } from './application/confirm-email-change.use-case';
import { CancelEmailChange } from './application/cancel-email-change.use-case';
import { FindPendingEmail } from './application/find-pending-email.use-case';
import { CounterSignInMailQuota } from './adapters/out/counter-sign-in-mail-quota';
import { SignInMailQuota } from './application/ports/sign-in-mail-quota';
import { SessionsController } from './adapters/in/sessions.controller';
import { SignOutOtherSessions } from './application/sign-out-other-sessions.use-case';

@Module({})
export class IdentityModule {
  static forRoot(config: AppConfig): DynamicModule {
    const sessionStore: Provider = {
      provide: SessionStore,
      useClass: config.redis ? RedisSessionStore : TypeormSessionStore,
    };
    return {
      module: IdentityModule,
      imports: [
        TypeOrmModule.forFeature([MagicLinkTokenOrmEntity, SessionOrmEntity, EmailChangeOrmEntity]),
        IdentityAccountsModule,
        PassportModule,
        ResumeModule,
        ThrottlerModule.forRootAsync({
          inject: [RateLimitStorage],
          useFactory: (storage: ThrottlerStorage) => ({
            throttlers: authThrottlers(config.magicLinksPerWindow),
            storage,
          }),
        }),
      ],
      controllers: [
        AuthController,
        UserController,
        SessionsController,
        ...(config.testRoutes ? [TestPlanController] : []),
      ],
      providers: [
        RequestMagicLink,
        SignInWithMagicLink,
        ResolveSession,
        SignOut,
        SignOutOtherSessions,
        SweepExpiredSignIns,
        SignInHousekeeping,
        RequestEmailChange,
        ConfirmEmailChange,
        CancelEmailChange,
        FindPendingEmail,
        { provide: EmailChangeRepository, useClass: TypeormEmailChangeRepository },
        SessionStrategy,
        sessionStore,
        { provide: MagicLinkTokenRepository, useClass: TypeormMagicLinkTokenRepository },
        { provide: SignInMailQuota, useClass: CounterSignInMailQuota },
        { provide: NewUserResume, useClass: ResumeModuleBridge },
      ],
    };
  }
}
