import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyHousekeeping } from './idempotency.housekeeping';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentAnswerOrmEntity } from './idempotent-answer.orm-entity';
import { IdempotentAnswers } from './idempotent-answers';

/** Global: every module's create routes use @Idempotent(), whose interceptor needs IdempotentAnswers. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([IdempotentAnswerOrmEntity])],
  providers: [IdempotentAnswers, IdempotencyInterceptor, IdempotencyHousekeeping],
  exports: [IdempotentAnswers, IdempotencyInterceptor],
})
export class IdempotencyModule {}
