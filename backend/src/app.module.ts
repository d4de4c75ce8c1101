import { DynamicModule, Global, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { AdminModule } from './infrastructure/admin/admin.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { IdempotencyModule } from './infrastructure/idempotency/idempotency.module';
import { ObservabilityModule } from './infrastructure/observability/observability.module';
import { OutboxMailModule, SendgridMailModule } from './infrastructure/mail/mail.modules';
import { RateLimitStorageModule } from './infrastructure/rate-limit/rate-limit-storage.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { BillingModule } from './modules/billing/billing.module';
import { DomainsModule } from './modules/domains/domains.module';
import { IdentityModule } from './modules/identity/identity.module';
import { LinkedInModule } from './modules/linkedin/linkedin.module';
import { PdfModule } from './modules/pdf/pdf.module';
import { ResumeModule } from './modules/resume/resume.module';
import { SharingModule } from './modules/sharing/sharing.module';
import { TailoringModule } from './modules/tailoring/tailoring.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { Clock } from './shared/application/clock';
import { SystemClock } from './shared/adapters/system-clock';
import { SqljsFileClaim } from './infrastructure/database/sqljs-file-claim';

@Global()
@Module({})
class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}

export interface AppModuleOptions {
  clock?: Clock;
  /** Where the JSON log lines go instead of stdout (LOG_FORMAT=json; the logging e2e reads them). */
  logDestination?: DestinationStream;
}

@Module({})
export class AppModule {
  /** Every adapter choice is made here, from the configuration. */
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(options.clock ?? new SystemClock()),
        ObservabilityModule.forRoot(config, 'api', options.logDestination),
        DatabaseModule,
        RedisModule.forRoot(config),
        RateLimitStorageModule.forRoot(config),
        IdempotencyModule,
        config.mail.transport === 'sendgrid' ? SendgridMailModule : OutboxMailModule,
        HealthModule,
        ResumeModule,
        IdentityModule.forRoot(config),
        TailoringModule,
        TemplatesModule,
        SharingModule.forRoot(config),
        BillingModule.forRoot(config),
        AdminModule,
        PdfModule.forRoot(config),
        LinkedInModule.forRoot(config),
        DomainsModule,
        ApplicationsModule.forRoot(config),
      ],
      providers: [SqljsFileClaim],
    };
  }
}
