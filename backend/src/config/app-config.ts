export type DatabaseConfig =
  | { kind: 'mysql'; url: string }
  | { kind: 'sqljs'; file: string };

export type MailConfig =
  | { transport: 'sendgrid'; apiKey: string; apiUrl: string | null; from: string }
  | { transport: 'outbox'; outboxDir: string; from: string };

export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

/**
 * The whole configuration, read and validated once at start-up (see env.schema.ts). Injected by class; which
 * adapter runs for each port is decided from these values.
 */
export class AppConfig {
  port!: number;
  /** The public origin of the app; links in e-mails are built from it, never from request headers. */
  appUrl!: string;
  appOrigin!: string;
  secureCookies!: boolean;
  dataDir!: string;
  database!: DatabaseConfig;
  redis!: { url: string; keyPrefix: string } | null;
  mail!: MailConfig;
  web!: { shellDistDir: string; remotesDistDir: string; remotesManifestFile: string };
  trustProxy!: boolean | number | string | null;
  logLevel!: LogLevel;
  /** Test-only routes (e.g. granting a plan without billing); never on in production. */
  testRoutes!: boolean;
}
