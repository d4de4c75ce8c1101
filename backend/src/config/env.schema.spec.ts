import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './env.schema';
import { findRepoRoot } from './repo-root';

describe('loadConfig', () => {
  it('runs with no variables at all: sql.js in ./data, outbox mail, port 3000', () => {
    const c = loadConfig({}, '/srv/app');
    const repo = findRepoRoot();
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.secureCookies).toBe(false);
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.database).toEqual({ kind: 'sqljs', file: '/srv/app/data/app.sqlite' });
    expect(c.redis).toBeNull();
    expect(c.mail).toEqual({
      transport: 'outbox',
      outboxDir: '/srv/app/data/outbox',
      from: 'Resume Builder <no-reply@localhost>',
    });
    expect(c.web).toEqual({
      shellDistDir: join(repo, 'frontends', 'shell', 'dist'),
      remotesDistDir: join(repo, 'frontends'),
      remotesManifestFile: join(repo, 'deploy', 'remotes', 'local.json'),
    });
    expect(c.trustProxy).toBeNull();
  });

  it('finds the repository root from src (and dist)', () => {
    expect(findRepoRoot()).toBe(resolve(__dirname, '..', '..', '..'));
  });

  it('selects the production adapters from their variables', () => {
    const c = loadConfig({
      PORT: '8080',
      APP_URL: 'https://cv.example.com/',
      DATABASE_URL: 'mysql://u:p@db:3306/app',
      REDIS_URL: 'redis://cache:6379',
      SENDGRID_API_KEY: 'SG.x',
      TRUST_PROXY: '1',
    });
    expect(c.appUrl).toBe('https://cv.example.com');
    expect(c.secureCookies).toBe(true);
    expect(c.database).toEqual({ kind: 'mysql', url: 'mysql://u:p@db:3306/app' });
    expect(c.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'rb:' });
    expect(c.mail).toMatchObject({ transport: 'sendgrid', apiKey: 'SG.x', apiUrl: null });
    expect(c.trustProxy).toBe(1);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['APP_URL', { APP_URL: 'not a url' }],
    ['APP_URL', { APP_URL: 'ftp://x.example' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://x/y' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['SENDGRID_API_URL', { SENDGRID_API_URL: '::' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SIGN_IN_MAIL_INTERVAL_MS', { SIGN_IN_MAIL_INTERVAL_MS: '-1' }],
    ['SIGN_IN_MAILS_PER_DAY', { SIGN_IN_MAILS_PER_DAY: '0' }],
  ])('stops on a malformed %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid environment variable ${name}:`));
  });

  it('refuses the mail outbox in production, naming SENDGRID_API_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment variable SENDGRID_API_KEY: required when NODE_ENV=production (the mail outbox is for development and tests only)',
    );
    expect(loadConfig({ NODE_ENV: 'production', SENDGRID_API_KEY: 'SG.x', BILLING: 'disabled' })).toMatchObject({
      production: true,
      mail: { transport: 'sendgrid' },
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, mail: { transport: 'outbox' } });
    // The PDF worker sends no mail and takes no payments.
    expect(
      loadConfig({ NODE_ENV: 'production' }, '/srv/app', { sendsMail: false, takesPayments: false }),
    ).toMatchObject({ production: true });
  });
});

describe('loadConfig: billing (docs/decisions/0016-billing.md)', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_m',
    STRIPE_PRICE_PREMIUM_YEARLY: 'price_y',
  };
  const production = { NODE_ENV: 'production', SENDGRID_API_KEY: 'SG.x' };

  it('runs the local test checkout without STRIPE_SECRET_KEY outside production', () => {
    expect(loadConfig({}).billing).toEqual({
      mode: 'local',
      prices: {
        premium: { month: 'local_premium_month', year: 'local_premium_year' },
        professional: { month: '', year: '' },
      },
    });
  });

  it('uses Stripe with its key, at STRIPE_API_URL (host, port, protocol), with the configured prices', () => {
    expect(loadConfig(stripe).billing).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
      prices: { premium: { month: 'price_m', year: 'price_y' }, professional: { month: '', year: '' } },
    });
    const local = loadConfig({
      ...stripe,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pm',
    }).billing;
    expect(local).toMatchObject({
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      prices: { professional: { month: 'price_pm', year: '' } },
    });
  });

  it('refuses production without Stripe, naming the variables, unless BILLING=disabled', () => {
    expect(() => loadConfig(production)).toThrow(
      'Invalid environment variable STRIPE_SECRET_KEY: required when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ' +
        'STRIPE_PRICE_PREMIUM_MONTHLY, STRIPE_PRICE_PREMIUM_YEARLY (the local test checkout is for development and tests only), or BILLING=disabled to run without payments',
    );
    expect(() =>
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_PRICE_PREMIUM_MONTHLY: required when NODE_ENV=production/);
    expect(loadConfig({ ...production, ...stripe }).billing.mode).toBe('stripe');
    expect(loadConfig({ ...production, BILLING: 'disabled' }).billing).toEqual({
      mode: 'disabled',
      prices: { premium: { month: '', year: '' }, professional: { month: '', year: '' } },
    });
  });

  it.each([
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: 'sk_test_x' }],
    ['BILLING', { BILLING: 'off' }],
    ['STRIPE_API_URL', { ...stripe, STRIPE_API_URL: 'ftp://stripe.example' }],
  ])('stops on a missing or malformed %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid environment variable ${name}:`));
  });
});

describe('loadConfig: LinkedIn (docs/decisions/0022-linkedin.md)', () => {
  const key = Buffer.alloc(32, 7);

  it('simulates without LINKEDIN_CLIENT_ID outside production, and has no connect in production', () => {
    expect(loadConfig({}).linkedin.mode).toBe('simulation');
    expect(loadConfig({ NODE_ENV: 'production', SENDGRID_API_KEY: 'SG.x', BILLING: 'disabled' }).linkedin.mode).toBe(
      'unavailable',
    );
  });

  it("uses OAuth with a client id, LinkedIn's addresses by default, the key as base64 or hex", () => {
    const base = { LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...base, LINKEDIN_TOKEN_KEY: key.toString('base64') }).linkedin).toMatchObject({
      mode: 'oauth',
      authUrl: 'https://www.linkedin.com/oauth/v2',
      apiUrl: 'https://api.linkedin.com/v2',
      tokenKey: key,
    });
    expect(loadConfig({ ...base, LINKEDIN_TOKEN_KEY: key.toString('hex') }).linkedin.tokenKey).toEqual(key);
    expect(() => loadConfig({ ...base, LINKEDIN_TOKEN_KEY: 'short' })).toThrow(
      'Invalid environment variable LINKEDIN_TOKEN_KEY: expected 32 bytes',
    );
    expect(() => loadConfig({ LINKEDIN_CLIENT_ID: 'id' })).toThrow(
      'Invalid environment variable LINKEDIN_CLIENT_SECRET: required with LINKEDIN_CLIENT_ID',
    );
  });
});

describe('loadConfig: custom domains (docs/decisions/0023-custom-domains.md)', () => {
  it('has no subdomains and the system resolvers by default, the app host from APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://App.Example.com/' }, '/srv/app').domains).toEqual({
      appDomain: null,
      appHost: 'app.example.com',
      dnsServers: [],
      checkIntervalMs: 600_000,
    });
  });

  it('reads APP_DOMAIN as punycode and DNS_SERVERS as IP[:port] entries', () => {
    const c = loadConfig({ APP_DOMAIN: 'Lebensläufe.example.', DNS_SERVERS: '127.0.0.1:5353, [::1]:53,9.9.9.9' });
    expect(c.domains.appDomain).toBe('xn--lebenslufe-w5a.example');
    expect(c.domains.dnsServers).toEqual(['127.0.0.1:5353', '[::1]:53', '9.9.9.9']);
  });

  it('refuses a single-label APP_DOMAIN and a DNS server given by name', () => {
    expect(() => loadConfig({ APP_DOMAIN: 'localhost' })).toThrow(ConfigError);
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com:53' })).toThrow(/DNS_SERVERS/);
  });
});

describe('loadConfig: logs and metrics (docs/decisions/0029-observability.md)', () => {
  const production = { NODE_ENV: 'production', SENDGRID_API_KEY: 'SG.key', BILLING: 'disabled' };

  it("logs Nest's readable lines outside production and JSON in it, with no metrics port, unless told", () => {
    expect(loadConfig({}).observability).toEqual({ logFormat: 'pretty', metricsPort: null, metricsHost: null });
    expect(loadConfig(production).observability).toEqual({ logFormat: 'json', metricsPort: null, metricsHost: null });
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty', METRICS_PORT: '9464' }).observability).toEqual({
      logFormat: 'pretty',
      metricsPort: 9464,
      metricsHost: null,
    });
  });

  it('refuses an unknown LOG_FORMAT and a METRICS_PORT that is no port, naming the variable', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: expected json or pretty, got "xml"/);
    for (const port of ['65536', 'http', '-1'])
      expect(() => loadConfig({ METRICS_PORT: port })).toThrow(/METRICS_PORT: expected a port number 0-65535/);
  });
});

describe('loadConfig: NODE_ENV (docs/decisions/0038-hardening-round-3.md)', () => {
  const production = { SENDGRID_API_KEY: 'SG.key', BILLING: 'disabled' };

  it.each(['Production', 'prod', 'staging', 'PRODUCTION', 'production ', ' production', 'dev', 'testing'])(
    'refuses NODE_ENV=%j at start, naming it (it would have run in development mode)',
    (value) => {
      for (const options of [{}, { sendsMail: false, takesPayments: false }])
        expect(() => loadConfig({ ...production, NODE_ENV: value }, '/srv/app', options)).toThrow(
          `Invalid environment variable NODE_ENV: expected production, development or test (exactly, in lower case), got "${value}"`,
        );
    },
  );

  it('runs with production, development, test, and unset or empty (development)', () => {
    expect(loadConfig({ ...production, NODE_ENV: 'production' }).production).toBe(true);
    for (const value of ['development', 'test', '', undefined])
      expect([value, loadConfig({ NODE_ENV: value }).production]).toEqual([value, false]);
  });
});

describe('loadConfig: HOST and METRICS_HOST (docs/decisions/0038-hardening-round-3.md)', () => {
  it('binds to every interface by default, HOST for the API and the metrics listener, METRICS_HOST for the latter', () => {
    expect([loadConfig({}).host, loadConfig({}).observability.metricsHost]).toEqual([null, null]);
    const local = loadConfig({ HOST: '127.0.0.1', METRICS_PORT: '9464' });
    expect([local.host, local.observability.metricsHost]).toEqual(['127.0.0.1', '127.0.0.1']);
    const split = loadConfig({ HOST: '::1', METRICS_HOST: '10.0.0.7' });
    expect([split.host, split.observability.metricsHost]).toEqual(['::1', '10.0.0.7']);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it.each([
    ['HOST', 'localhost'],
    ['HOST', 'example.com'],
    ['HOST', '127.0.0.256'],
    ['HOST', '[::1]'],
    ['HOST', '127.0.0.1:3000'],
    ['METRICS_HOST', 'metrics.internal'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `Invalid environment variable ${name}: expected an IPv4 or IPv6 address to listen on (0.0.0.0 or :: for every interface), got "${value}"`,
    );
  });
});
