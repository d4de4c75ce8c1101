import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/** /health/live and /health/ready; global so any module can register a check of its own (ReadinessChecks). */
@Global()
@Module({ controllers: [HealthController], providers: [ReadinessChecks], exports: [ReadinessChecks] })
export class HealthModule {}
