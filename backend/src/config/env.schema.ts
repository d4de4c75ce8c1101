import { LIMITS, LINKEDIN_EXPORT_LIMITS } from '@resume/contracts';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { domainToASCII } from 'node:url';
import {
  AppConfig,
  BillingConfig,
  BillingPriceIds,
  DomainsConfig,
  LinkedInConfig,
  LogLevel,
  ObservabilityConfig,
  PdfConfig,
} from './app-config';
import { findRepoRoot } from './repo-root';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function port(env: Env, name: string): number | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 0 || n > 65535)
    throw new ConfigError(name, `expected a port number 0-65535, got "${raw}"`);
  return n;
}

/**
 * A listen address (HOST, METRICS_HOST): an IP literal, never a name, so what is bound does not hang on a resolver's
 * answer (`localhost` may be ::1 only). Unset: every interface, as Node binds by default.
 */
function listenAddress(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if (isIP(raw) === 0)
    throw new ConfigError(
      name,
      `expected an IPv4 or IPv6 address to listen on (0.0.0.0 or :: for every interface), got "${raw}"`,
    );
  return raw;
}

const NODE_ENVS = ['production', 'development', 'test'];

/**
 * NODE_ENV exactly as Node, Express and React compare it: `Production`, `prod` or ` production` would run this
 * app, Express and React in development mode (the local test checkout, the mail outbox, source maps), so anything
 * but the three values is refused at start. Read untrimmed for that reason; unset or empty is development.
 */
function nodeEnv(env: Env): 'production' | 'development' | 'test' {
  const raw = env.NODE_ENV;
  if (raw === undefined || raw === '') return 'development';
  if (!NODE_ENVS.includes(raw))
    throw new ConfigError(
      'NODE_ENV',
      `expected production, development or test (exactly, in lower case), got "${raw}"`,
    );
  return raw as 'production' | 'development' | 'test';
}

function url(env: Env, name: string, protocols: string[]): URL | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `expected a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL, got "${raw}"`);
  }
  return parsed;
}

function dir(env: Env, name: string, fallback: string, base: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  return isAbsolute(raw) ? raw : resolve(base, raw);
}

function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return null;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  // Express also takes names like "loopback" and comma-separated addresses or subnets.
  return raw;
}

/**
 * Reads the environment once. A missing or malformed variable throws a ConfigError naming it; main.ts prints it
 * and exits. In production the API needs SENDGRID_API_KEY (the outbox is refused); the worker, which sends no mail,
 * does not.
 */
export function loadConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
  options: { sendsMail?: boolean; takesPayments?: boolean } = {},
): AppConfig {
  const repo = findRepoRoot();
  const config = new AppConfig();
  config.production = nodeEnv(env) === 'production';
  config.port = port(env, 'PORT') ?? 3000;
  config.host = listenAddress(env, 'HOST') ?? null;

  const appUrl = url(env, 'APP_URL', ['http:', 'https:']) ?? new URL(`http://localhost:${config.port}`);
  config.appUrl = appUrl.origin + appUrl.pathname.replace(/\/+$/, '');
  config.appOrigin = appUrl.origin;
  config.secureCookies = appUrl.protocol === 'https:';

  config.dataDir = dir(env, 'DATA_DIR', resolve(cwd, 'data'), cwd);

  const db = url(env, 'DATABASE_URL', ['mysql:', 'mariadb:']);
  config.database = db
    ? { kind: 'mysql', url: db.toString().replace(/^mariadb:/, 'mysql:') }
    : { kind: 'sqljs', file: join(config.dataDir, 'app.sqlite') };

  const redis = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  config.redis = redis ? { url: redis.toString(), keyPrefix: read(env, 'REDIS_KEY_PREFIX') ?? 'rb:' } : null;

  const from = read(env, 'MAIL_FROM') ?? 'Resume Builder <no-reply@localhost>';
  const apiKey = read(env, 'SENDGRID_API_KEY');
  const apiUrl = url(env, 'SENDGRID_API_URL', ['http:', 'https:']);
  config.mail = apiKey
    ? { transport: 'sendgrid', apiKey, apiUrl: apiUrl ? apiUrl.origin : null, from }
    : { transport: 'outbox', outboxDir: dir(env, 'MAIL_OUTBOX_DIR', join(config.dataDir, 'outbox'), cwd), from };

  config.web = {
    shellDistDir: dir(env, 'SHELL_DIST_DIR', join(repo, 'frontends', 'shell', 'dist'), cwd),
    remotesDistDir: dir(env, 'REMOTES_DIST_DIR', join(repo, 'frontends'), cwd),
    remotesManifestFile: dir(env, 'REMOTES_MANIFEST_FILE', join(repo, 'deploy', 'remotes', 'local.json'), cwd),
  };
  config.trustProxy = trustProxy(env);
  const accessSecret = read(env, 'ACCESS_COOKIE_SECRET');
  if (accessSecret !== undefined && accessSecret.length < 32)
    throw new ConfigError('ACCESS_COOKIE_SECRET', 'expected at least 32 characters');
  config.accessCookieSecret = accessSecret ?? null;

  const level = (read(env, 'LOG_LEVEL') ?? 'log') as LogLevel;
  if (!LOG_LEVELS.includes(level))
    throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  config.logLevel = level;
  config.observability = observabilityConfig(env, config.host);

  const testRoutes = read(env, 'ENABLE_TEST_ROUTES');
  if (testRoutes !== undefined && testRoutes !== 'true' && testRoutes !== 'false') {
    throw new ConfigError('ENABLE_TEST_ROUTES', `expected true or false, got "${testRoutes}"`);
  }
  config.testRoutes = testRoutes === 'true';
  if (config.testRoutes && read(env, 'NODE_ENV') === 'production') {
    throw new ConfigError('ENABLE_TEST_ROUTES', 'test routes cannot be enabled when NODE_ENV=production');
  }
  config.pdf = pdfConfig(env, config.testRoutes);
  const adminUser = read(env, 'ADMIN_USER');
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  config.admin = adminUser && adminPassword ? { user: adminUser, password: adminPassword } : null;
  config.housekeepingIntervalMs = int(env, 'HOUSEKEEPING_INTERVAL_MS', 60 * 60 * 1000, 0, 7 * 24 * 60 * 60 * 1000);
  config.publicLookupsPerWindow = int(
    env,
    'PUBLIC_LOOKUPS_PER_WINDOW',
    LIMITS.publicLookupsPerClient.limit,
    1,
    1_000_000,
  );
  config.magicLinksPerWindow = int(env, 'MAGIC_LINKS_PER_WINDOW', LIMITS.magicLinkPerClient.limit, 1, 1_000_000);
  config.signInMails = {
    intervalMs: int(env, 'SIGN_IN_MAIL_INTERVAL_MS', LIMITS.signInMailsPerAddress.intervalMs, 0, 24 * 60 * 60 * 1000),
    perDay: int(env, 'SIGN_IN_MAILS_PER_DAY', LIMITS.signInMailsPerAddress.perDay, 1, 1_000_000),
  };
  // The PDF worker sends no mail (sendsMail: false): it starts without SendGrid.
  if (config.production && config.mail.transport === 'outbox' && options.sendsMail !== false) {
    // The outbox only writes files and logs the links in them: in production no mail would arrive and sign-in links
    // would sit in the log (docs/decisions/0012-response-hardening.md).
    throw new ConfigError(
      'SENDGRID_API_KEY',
      'required when NODE_ENV=production (the mail outbox is for development and tests only)',
    );
  }
  // The PDF worker and the admin command take no payments (takesPayments: false): they start without Stripe.
  config.billing = billingConfig(env, config.production && options.takesPayments !== false);
  config.linkedin = linkedinConfig(env, config.production);
  config.domains = domainsConfig(env, appUrl.hostname);
  return config;
}

/**
 * LOG_FORMAT, METRICS_PORT and METRICS_HOST (docs/decisions/0029-observability.md, 0038). JSON logs by default in
 * production, Nest's readable lines otherwise (the development outbox prints sign-in links there, which JSON logs
 * would scrub).
 */
function observabilityConfig(env: Env, host: string | null): ObservabilityConfig {
  const logFormat = read(env, 'LOG_FORMAT') ?? (read(env, 'NODE_ENV') === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty')
    throw new ConfigError('LOG_FORMAT', `expected json or pretty, got "${logFormat}"`);
  return {
    logFormat,
    metricsPort: port(env, 'METRICS_PORT') ?? null,
    // HOST by default: a scraper on another address than the API's is the exception (METRICS_HOST).
    metricsHost: listenAddress(env, 'METRICS_HOST') ?? host,
  };
}

/** Custom domains (docs/decisions/0023-custom-domains.md): APP_DOMAIN for subdomains, DNS_SERVERS for the look-ups. */
function domainsConfig(env: Env, appHost: string): DomainsConfig {
  const typed = read(env, 'APP_DOMAIN');
  const appDomain = typed === undefined ? null : domainToASCII(typed.toLowerCase().replace(/\.$/, ''));
  if (appDomain === '' || (appDomain !== null && !appDomain.includes('.')))
    throw new ConfigError('APP_DOMAIN', 'expected a domain name such as resumes.example.com');
  const dnsServers = (read(env, 'DNS_SERVERS') ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');
  for (const server of dnsServers) {
    // node:dns takes '1.2.3.4', '1.2.3.4:53', '::1' and '[::1]:53'; a name would need a resolver of its own.
    if (!/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:]+\](:\d{1,5})?|[0-9a-f:]+)$/i.test(server))
      throw new ConfigError('DNS_SERVERS', `expected IP[:port] entries separated by commas, got "${server}"`);
  }
  const checkIntervalMs = int(env, 'DOMAIN_CHECK_INTERVAL_MS', 10 * 60 * 1000, 0, 24 * 60 * 60 * 1000);
  return { appDomain, appHost: appHost.toLowerCase(), dnsServers, checkIntervalMs };
}

/** 32 bytes as 64 hex digits or base64 (LINKEDIN_TOKEN_KEY). */
function key32(env: Env, name: string): Buffer | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length !== 32)
    throw new ConfigError(name, 'expected 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)');
  return bytes;
}

/** LinkedIn (docs/decisions/0022-linkedin.md): OAuth with LINKEDIN_CLIENT_ID, else the development simulation. */
function linkedinConfig(env: Env, production: boolean): LinkedInConfig {
  const tokenKey = key32(env, 'LINKEDIN_TOKEN_KEY');
  const exportsPerWindow = int(env, 'LINKEDIN_EXPORTS_PER_WINDOW', LINKEDIN_EXPORT_LIMITS.perUser.limit, 1, 1_000_000);
  const clientId = read(env, 'LINKEDIN_CLIENT_ID');
  if (clientId === undefined) return { mode: production ? 'unavailable' : 'simulation', tokenKey, exportsPerWindow };
  const clientSecret = read(env, 'LINKEDIN_CLIENT_SECRET');
  if (clientSecret === undefined) throw new ConfigError('LINKEDIN_CLIENT_SECRET', 'required with LINKEDIN_CLIENT_ID');
  // Access tokens are kept encrypted; a key generated into DATA_DIR would be lost with one replica's disk.
  if (production && tokenKey === null)
    throw new ConfigError(
      'LINKEDIN_TOKEN_KEY',
      'required when NODE_ENV=production with LINKEDIN_CLIENT_ID (the key that encrypts stored LinkedIn tokens; openssl rand -base64 32)',
    );
  const trimmed = (u: URL) => u.origin + u.pathname.replace(/\/+$/, '');
  return {
    mode: 'oauth',
    clientId,
    clientSecret,
    authUrl: trimmed(
      url(env, 'LINKEDIN_AUTH_URL', ['http:', 'https:']) ?? new URL('https://www.linkedin.com/oauth/v2'),
    ),
    apiUrl: trimmed(url(env, 'LINKEDIN_API_URL', ['http:', 'https:']) ?? new URL('https://api.linkedin.com/v2')),
    tokenKey,
    exportsPerWindow,
  };
}

/** The embedded default's price ids: the local test checkout sells these (docs/decisions/0016-billing.md). */
export const LOCAL_PRICE_IDS: BillingPriceIds = {
  premium: { month: 'local_premium_month', year: 'local_premium_year' },
  professional: { month: '', year: '' },
};

const STRIPE_REQUIRED_IN_PRODUCTION = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PREMIUM_MONTHLY',
  'STRIPE_PRICE_PREMIUM_YEARLY',
];

/**
 * Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET: webhooks are how a payment changes a plan); else
 * the local test checkout, which production refuses unless BILLING=disabled (docs/decisions/0016-billing.md).
 */
function billingConfig(env: Env, production: boolean): BillingConfig {
  const billing = read(env, 'BILLING');
  if (billing !== undefined && billing !== 'disabled')
    throw new ConfigError('BILLING', `expected "disabled" or unset, got "${billing}"`);
  const api = url(env, 'STRIPE_API_URL', ['http:', 'https:']) ?? new URL('https://api.stripe.com');
  const prices: BillingPriceIds = {
    premium: {
      month: read(env, 'STRIPE_PRICE_PREMIUM_MONTHLY') ?? '',
      year: read(env, 'STRIPE_PRICE_PREMIUM_YEARLY') ?? '',
    },
    professional: {
      month: read(env, 'STRIPE_PRICE_PROFESSIONAL_MONTHLY') ?? '',
      year: read(env, 'STRIPE_PRICE_PROFESSIONAL_YEARLY') ?? '',
    },
  };
  if (billing === 'disabled')
    return { mode: 'disabled', prices: { premium: { month: '', year: '' }, professional: { month: '', year: '' } } };
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  if (secretKey === undefined) {
    if (production) {
      const missing = STRIPE_REQUIRED_IN_PRODUCTION.filter((name) => read(env, name) === undefined);
      throw new ConfigError(
        missing[0],
        `required when NODE_ENV=production: set ${missing.join(', ')} (the local test checkout is for development and tests only), or BILLING=disabled to run without payments`,
      );
    }
    return { mode: 'local', prices: LOCAL_PRICE_IDS };
  }
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (webhookSecret === undefined)
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'required with STRIPE_SECRET_KEY (webhooks are how a payment changes a plan)',
    );
  if (production) {
    for (const name of ['STRIPE_PRICE_PREMIUM_MONTHLY', 'STRIPE_PRICE_PREMIUM_YEARLY']) {
      if (read(env, name) === undefined)
        throw new ConfigError(
          name,
          'required when NODE_ENV=production with STRIPE_SECRET_KEY (Premium could not be bought)',
        );
    }
  }
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return {
    mode: 'stripe',
    secretKey,
    webhookSecret,
    api: { host: api.hostname, port: api.port ? Number(api.port) : protocol === 'http' ? 80 : 443, protocol },
    prices,
  };
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new ConfigError(name, `expected a whole number ${min}-${max}, got "${raw}"`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `expected true or false, got "${raw}"`);
  return raw === 'true';
}

/** The PDF module's settings (docs/decisions/0010-pdf-export.md). */
function pdfConfig(env: Env, testRoutes: boolean): PdfConfig {
  const production = read(env, 'NODE_ENV') === 'production';
  const testing = testRoutes || read(env, 'NODE_ENV') === 'test';
  const allow = (read(env, 'IMAGE_FETCH_ALLOW_HOSTS') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (allow.length && production)
    throw new ConfigError('IMAGE_FETCH_ALLOW_HOSTS', 'test only: refused when NODE_ENV=production');
  return {
    chromiumPath: read(env, 'CHROMIUM_PATH') ?? null,
    concurrency: int(env, 'PDF_CONCURRENCY', 2, 1, 32),
    timeoutMs: int(env, 'PDF_TIMEOUT_MS', 20000, 100, 300000),
    waitMs: int(env, 'PDF_WAIT_MS', 60000, 100, 600000),
    workerInApi: bool(env, 'PDF_WORKER_IN_API', true),
    // A dead worker's job printed again within ~12 s of the kill (decision 0037): lock 8 s, stall check every 2 s.
    lockDurationMs: int(env, 'PDF_LOCK_DURATION_MS', 8000, 500, 600000),
    stalledIntervalMs: int(env, 'PDF_STALLED_INTERVAL_MS', 2000, 200, 600000),
    testDelayMs: testing ? int(env, 'PDF_TEST_DELAY_MS', 0, 0, 600000) : 0,
    imageAllowHosts: allow,
    exportsPerWindow: int(env, 'PDF_EXPORTS_PER_WINDOW', LIMITS.pdfExportsPerUser.limit, 1, 1_000_000),
    previewsPerWindow: int(env, 'PDF_PREVIEWS_PER_WINDOW', LIMITS.pdfPreviewsPerUser.limit, 1, 1_000_000),
    downloadsPerWindow: int(env, 'PDF_DOWNLOADS_PER_WINDOW', LIMITS.pdfDownloadsPerClient.limit, 1, 1_000_000),
    cardPrintsPerWindow: int(env, 'LINK_CARD_PRINTS_PER_WINDOW', LIMITS.linkCardPrintsPerClient.limit, 1, 1_000_000),
  };
}
