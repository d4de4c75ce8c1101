import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { TypeormThrottlerStorage } from './typeorm-throttler.storage';

/** The counters' home: Redis when configured, else the database. Never this process' memory. */
export abstract class RateLimitStorage {}

@Global()
@Module({})
export class RateLimitStorageModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RateLimitStorageModule,
      imports: [TypeOrmModule.forFeature([RateLimitHitOrmEntity])],
      providers: [{ provide: RateLimitStorage, useClass: config.redis ? RedisThrottlerStorage : TypeormThrottlerStorage }],
      exports: [RateLimitStorage],
    };
  }
}
