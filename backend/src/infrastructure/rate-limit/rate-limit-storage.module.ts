import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { RateLimitStorage } from './rate-limit-storage';
import { RateLimiter } from './rate-limiter';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { TypeormThrottlerStorage } from './typeorm-throttler.storage';

@Global()
@Module({})
export class RateLimitStorageModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RateLimitStorageModule,
      imports: [TypeOrmModule.forFeature([RateLimitHitOrmEntity])],
      providers: [
        { provide: RateLimitStorage, useClass: config.redis ? RedisThrottlerStorage : TypeormThrottlerStorage },
        RateLimiter,
      ],
      exports: [RateLimitStorage, RateLimiter],
    };
  }
}
