import 'reflect-metadata';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConfigError, loadConfig } from './config/env.schema';
import { useProcessLogger } from './infrastructure/observability/install-observability';
import { ObservabilityModule } from './infrastructure/observability/observability.module';
import { PdfWorkerModule } from './modules/pdf/pdf.module';

/**
 * The PDF worker process (`npm run worker -w backend`, dist/worker.js): a Nest application context without HTTP
 * that only takes jobs off the 'pdf' queue, so PDF capacity scales apart from the API. Needs REDIS_URL.
 * SIGTERM/SIGINT: stop taking jobs, wait for the running ones, close the browser, exit. Metrics on METRICS_PORT.
 */
@Module({})
class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forRoot(config, 'worker'),
        PdfWorkerModule.forRoot(config),
      ],
    };
  }
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env, process.cwd(), { sendsMail: false, takesPayments: false });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
  });
  useProcessLogger(app);
  app.enableShutdownHooks();
  await app.init();
  new Logger('Worker').log('PDF worker ready');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
