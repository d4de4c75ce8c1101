import { ConfigError } from '../../config/env.schema';

type Env = Record<string, string | undefined>;

export type LogFormat = 'json' | 'pretty';

export interface ObservabilityConfig {
  /** LOG_FORMAT: one JSON object a line (pino), or Nest's coloured lines for a person reading a terminal. */
  logFormat: LogFormat;
  /** METRICS_PORT: a second listener serving only GET /metrics, without credentials; null: none. */
  metricsPort: number | null;
}

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * LOG_FORMAT and METRICS_PORT (docs/decisions/0029-observability.md). JSON logs by default in production, Nest's
 * readable lines otherwise (the development outbox prints sign-in links there, which JSON logs would scrub).
 */
export function readObservabilityConfig(env: Env): ObservabilityConfig {
  const format = read(env, 'LOG_FORMAT') ?? (read(env, 'NODE_ENV') === 'production' ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty')
    throw new ConfigError('LOG_FORMAT', `expected json or pretty, got "${format}"`);
  const rawPort = read(env, 'METRICS_PORT');
  let metricsPort: number | null = null;
  if (rawPort !== undefined) {
    metricsPort = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || metricsPort > 65535)
      throw new ConfigError('METRICS_PORT', `expected a port number 0-65535, got "${rawPort}"`);
  }
  return { logFormat: format, metricsPort };
}
