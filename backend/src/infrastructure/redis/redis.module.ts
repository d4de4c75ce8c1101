import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

/** Closes the shared connection when the app stops, so tests and rolling restarts leave nothing open. */
@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Optional() @Inject(Redis) private readonly redis?: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    if (!this.redis || this.redis.status === 'end') return;
    // quit() waits for a reply; a client that never connected would wait through its reconnects instead.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}

/**
 * How long a disconnecting client waits for its socket to close before destroying it (ioredis: 2 s). A client that
 * never reached Redis keeps that timer on a dead socket, holding the process open after shutdown.
 */
export const REDIS_DISCONNECT_TIMEOUT_MS = 200;

function connect(url: string, keyPrefix: string): Redis {
  const client = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS });
  // ioredis retries forever; one log line per 10 s is enough to say Redis is down (/health/ready says it too).
  const logger = new Logger('Redis');
  let lastLog = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastLog < 10_000) return;
    lastLog = Date.now();
    logger.warn(`Redis unavailable: ${error.message}`);
  });
  return client;
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redis) return { module: RedisModule };
    const { url, keyPrefix } = config.redis;
    return {
      module: RedisModule,
      providers: [{ provide: Redis, useFactory: () => connect(url, keyPrefix) }, RedisLifecycle],
      exports: [Redis],
    };
  }
}
