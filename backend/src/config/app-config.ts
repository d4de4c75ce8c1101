export type DatabaseConfig = { kind: 'mysql'; url: string } | { kind: 'sqljs'; file: string };

export type MailConfig =
  | { transport: 'sendgrid'; apiKey: string; apiUrl: string | null; from: string }
  | { transport: 'outbox'; outboxDir: string; from: string };

export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

export type LogFormat = 'json' | 'pretty';

/** Logs and metrics (docs/decisions/0029-observability.md). */
export interface ObservabilityConfig {
  /** LOG_FORMAT: one JSON object a line (pino), or Nest's coloured lines for a person reading a terminal. */
  logFormat: LogFormat;
  /** METRICS_PORT: a second listener serving only GET /metrics, without credentials; null: none. */
  metricsPort: number | null;
  /** METRICS_HOST, else HOST: the address the metrics listener binds; null: every interface. */
  metricsHost: string | null;
}

/** Price ids per plan and interval; '' when none is configured (the plan cannot be bought then). */
export interface BillingPriceIds {
  premium: { month: string; year: string };
  professional: { month: string; year: string };
}

/**
 * Card payments (docs/decisions/0016-billing.md): Stripe with STRIPE_SECRET_KEY; without it (not in production) the
 * embedded local test checkout; BILLING=disabled: none (checkout answers 503 BILLING_DISABLED).
 */
export type BillingConfig =
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_URL split as the SDK takes it (tests point the real SDK at a local fake). */
      api: { host: string; port: number; protocol: 'http' | 'https' };
      prices: BillingPriceIds;
    }
  | { mode: 'local'; prices: BillingPriceIds }
  | { mode: 'disabled'; prices: BillingPriceIds };

/**
 * The whole configuration, read and validated once at start-up (see env.schema.ts). Injected by class; which
 * adapter runs for each port is decided from these values.
 */
export class AppConfig {
  port!: number;
  /** HOST: the address the API listens on (an IP literal); null: every interface (docs/decisions/0038). */
  host!: string | null;
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
  /** Signs the short-lived share-link access cookies (ACCESS_COOKIE_SECRET); null: one generated and kept in DATA_DIR. */
  accessCookieSecret!: string | null;
  logLevel!: LogLevel;
  observability!: ObservabilityConfig;
  /** NODE_ENV=production: no source maps served, no mail outbox (docs/decisions/0012-response-hardening.md). */
  production!: boolean;
  /** Test-only routes (e.g. granting a plan without billing); never on in production. */
  testRoutes!: boolean;
  pdf!: PdfConfig;
  /** Basic-auth credentials for /admin/queues and /admin/metrics; null: both refused (404). */
  admin!: { user: string; password: string } | null;
  /** How often expired sign-in records and old visit rows are deleted (HOUSEKEEPING_INTERVAL_MS; 0: never). */
  housekeepingIntervalMs!: number;
  /** Resume lookups by username per client address per window (PUBLIC_LOOKUPS_PER_WINDOW; LIMITS.publicLookupsPerClient). */
  publicLookupsPerWindow!: number;
  /** Magic-link requests per client address per window (MAGIC_LINKS_PER_WINDOW; LIMITS.magicLinkPerClient). */
  magicLinksPerWindow!: number;
  /**
   * Sign-in mails per address (LIMITS.signInMailsPerAddress): at most one per `intervalMs` (SIGN_IN_MAIL_INTERVAL_MS;
   * 0: no interval, for test stacks that sign one address in again and again) and `perDay` a day (SIGN_IN_MAILS_PER_DAY).
   */
  signInMails!: { intervalMs: number; perDay: number };
  /** Stripe, the local test checkout, or no payments (docs/decisions/0016-billing.md). */
  billing!: BillingConfig;
  /** LinkedIn connect and sync (docs/decisions/0022-linkedin.md). */
  linkedin!: LinkedInConfig;
  /** Custom domains and subdomains (docs/decisions/0023-custom-domains.md). */
  domains!: DomainsConfig;
}

export interface DomainsConfig {
  /** APP_DOMAIN: the parent of the subdomains people claim (anna.APP_DOMAIN); null: no subdomains. */
  appDomain: string | null;
  /** APP_URL's host name: never a customer's domain, always the app. */
  appHost: string;
  /** DNS_SERVERS (host:port list) the TXT look-ups ask; empty: the system's resolvers. */
  dnsServers: string[];
  /** How often custom domains due for a look-up are checked (DOMAIN_CHECK_INTERVAL_MS; 0: never). */
  checkIntervalMs: number;
}

/**
 * 'oauth' with LINKEDIN_CLIENT_ID (and LINKEDIN_CLIENT_SECRET); without it 'simulation' outside production (the
 * spec's development flow and its dev routes) and 'unavailable' in production (connect answers 503, the dev routes
 * are 404). The data export upload works in every mode.
 */
export type LinkedInConfig =
  | {
      mode: 'oauth';
      clientId: string;
      clientSecret: string;
      /** LINKEDIN_AUTH_URL (authorization and token endpoints under it) and LINKEDIN_API_URL (userinfo). */
      authUrl: string;
      apiUrl: string;
      /** LINKEDIN_TOKEN_KEY: the AES-256-GCM key of the stored tokens; null: a key kept in DATA_DIR (not in production). */
      tokenKey: Buffer | null;
      /** Export uploads per account per hour (LINKEDIN_EXPORTS_PER_WINDOW). */
      exportsPerWindow: number;
    }
  | { mode: 'simulation' | 'unavailable'; tokenKey: Buffer | null; exportsPerWindow: number };

export interface PdfConfig {
  /**
   * Chromium executable (CHROMIUM_PATH); null: /usr/bin/chromium if there, else @sparticuz/chromium's
   * (chromium-availability.ts).
   */
  chromiumPath: string | null;
  /** Pages printed at once per process (PDF_CONCURRENCY). */
  concurrency: number;
  /** Time limit of one render, enforced in the worker by closing the page (PDF_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long the API waits for a queued job (PDF_WAIT_MS). */
  waitMs: number;
  /** With Redis: whether the API process also processes PDF jobs (PDF_WORKER_IN_API). */
  workerInApi: boolean;
  /** Bull lock duration and stalled-job check interval (PDF_LOCK_DURATION_MS, PDF_STALLED_INTERVAL_MS). */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** Test only (PDF_TEST_DELAY_MS, honoured with ENABLE_TEST_ROUTES=true or NODE_ENV=test): a delay inside each job. */
  testDelayMs: number;
  /** Test only (IMAGE_FETCH_ALLOW_HOSTS, refused in production): hosts the image filter lets through although private. */
  imageAllowHosts: string[];
  /** Exports one person may ask for per window (PDF_EXPORTS_PER_WINDOW; contracts LIMITS.pdfExportsPerUser). */
  exportsPerWindow: number;
  /** Live previews one person may ask for per window (PDF_PREVIEWS_PER_WINDOW; contracts LIMITS.pdfPreviewsPerUser). */
  previewsPerWindow: number;
  /** Public-page PDF downloads per client address per window (PDF_DOWNLOADS_PER_WINDOW). */
  downloadsPerWindow: number;
  /** Preview-card prints per client address per window (LINK_CARD_PRINTS_PER_WINDOW; decision 0054). */
  cardPrintsPerWindow: number;
}
