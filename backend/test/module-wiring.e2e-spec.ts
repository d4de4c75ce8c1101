import { ModulesContainer } from '@nestjs/core';
import { PdfModule } from '../src/modules/pdf/pdf.module';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/** The only modules allowed to be global: Nest's and libraries' own, and the app's infrastructure (config, clock, stores). */
const INFRASTRUCTURE = [
  'InternalCoreModule',
  'TypeOrmCoreModule',
  'ThrottlerModule',
  'ConfigModule',
  'ClockModule',
  'DatabaseModule',
  'RedisModule',
  'RateLimitStorageModule',
  'IdempotencyModule',
  'OutboxMailModule',
  'SendgridMailModule',
  'AdminModule',
  // /health: any module may register a readiness check of its own (ReadinessChecks; the pdf module does).
  'HealthModule',
  // Request ids, logs and metrics for every module (decision 0029); nestjs-pino's own with LOG_FORMAT=json.
  'ObservabilityModule',
  'LoggerModule',
  // @nestjs/bull's core (its explorer starts the @Processor classes), present when the pdf queue is on Redis.
  'BullModule',
];

describe.each(targets())('module wiring on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 120_000);
  afterAll(() => t.stop(), 60_000);

  it('makes no feature module global, and builds the pdf module (its queue) once although the app and sharing both import it', () => {
    const modules = [...t.app.get(ModulesContainer).values()];
    const globals = modules.filter((m) => m.isGlobal).map((m) => m.metatype.name);
    expect(globals.filter((name) => !INFRASTRUCTURE.includes(name))).toEqual([]);
    expect(modules.filter((m) => m.metatype === PdfModule)).toHaveLength(1);
  });
});
