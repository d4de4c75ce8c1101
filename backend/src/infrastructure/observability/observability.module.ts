import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
  RequestMethod,
} from '@nestjs/common';
import type { Server } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppConfig, type ObservabilityConfig } from '../../config/app-config';
import { QueueRegistry } from '../admin/queue-registry';
import { createRootLogger, type ProcessRole } from './logging';
import { addMetricSource, startProcessMetrics } from './metrics';
import { listenForMetrics } from './metrics-endpoint';
import { RequestContext } from './request-context';

/** What this process logs with and how it is scraped; the root logger is null with LOG_FORMAT=pretty. */
export class ObservabilitySettings {
  constructor(
    readonly role: ProcessRole,
    readonly options: ObservabilityConfig,
    readonly rootLogger: Logger | null,
  ) {}
}

/** Node's metrics, and the METRICS_PORT listener for as long as the process runs. */
@Injectable()
class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;

  constructor(private readonly settings: ObservabilitySettings) {}

  async onApplicationBootstrap(): Promise<void> {
    startProcessMetrics(this.settings.role);
    const { metricsPort, metricsHost } = this.settings.options;
    if (metricsPort !== null) this.server = await listenForMetrics(metricsPort, metricsHost);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

type MysqlPool = {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  config?: { connectionLimit?: number };
};

/** The API's scrape-time gauges: every registered queue's counts, and the MariaDB pool (sql.js has none). */
@Injectable()
class ApiMetricSources implements OnApplicationBootstrap, OnApplicationShutdown {
  private remove = () => {};

  constructor(
    @Inject(QueueRegistry) private readonly queues: QueueRegistry,
    @Optional() @Inject(DataSource) private readonly dataSource?: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.remove = addMetricSource({
      queue: {
        // A Bull queue's counts only: its stats() also reads recent jobs (with their data) for the durations.
        queues: () =>
          Promise.all(
            this.queues
              .entries()
              .map(async ([name, queue]) => ({ name, counts: await (queue.bull?.getJobCounts() ?? queue.stats()) })),
          ),
      },
      pool: {
        pool: () => {
          // mysql2's pool keeps its counts in fields of its own; TypeORM exposes the pool as the driver's `pool`.
          const pool = (this.dataSource?.driver as { pool?: MysqlPool } | undefined)?.pool;
          if (!pool?._allConnections || !pool._freeConnections) return null;
          const all = pool._allConnections.length;
          const idle = pool._freeConnections.length;
          return { inUse: all - idle, idle, max: pool.config?.connectionLimit ?? 0 };
        },
      },
    });
  }

  onApplicationShutdown(): void {
    this.remove();
  }
}

/**
 * Logs, request ids and metrics for one process (docs/decisions/0029-observability.md). With LOG_FORMAT=json the
 * process logs through one pino logger: nestjs-pino carries Nest's Logger lines into it, bound to the request's
 * logger (pino-http, installed first thing by installObservability) or to a job's context (RequestContext.run).
 */
@Global()
@Module({})
export class ObservabilityModule implements NestModule {
  /** @param logDestination where JSON lines go instead of stdout (the logging e2e reads them). */
  static forRoot(config: AppConfig, role: ProcessRole, logDestination?: DestinationStream): DynamicModule {
    const options = config.observability;
    const root = options.logFormat === 'json' ? createRootLogger(config.logLevel, role, logDestination) : null;
    return {
      module: ObservabilityModule,
      // useExisting: requests are logged by our pino-http (mounted before the static files); nestjs-pino only binds
      // each request's logger for Nest's Logger calls made while handling it.
      imports: root ? [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true })] : [],
      providers: [
        { provide: ObservabilitySettings, useValue: new ObservabilitySettings(role, options, root) },
        RequestContext,
        MetricsListener,
        ...(role === 'api' ? [ApiMetricSources] : []),
      ],
      exports: [ObservabilitySettings, RequestContext],
    };
  }

  /** After the body parsers (their stream events would lose it): the request id for the code handling the request. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContext.middleware).forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
