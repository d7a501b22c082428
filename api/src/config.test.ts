import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_JWT_SECRET, loadConfig, opensDevelopmentRoutes } from './config';
import { TEST_PAYMENT_SECRET, productionEnv } from './test-helpers/test-app';

/** A fresh random secret: any value written in this repository is published, so production refuses it. */
const randomSecret = () => randomBytes(32).toString('base64url');
const STRONG_SECRET = randomSecret();
/** `npm start` and `npm run dev` say development (scripts/start.mjs); the API never assumes it. */
const DEVELOPMENT = { NODE_ENV: 'development' };

describe('loadConfig', () => {
  it('starts a developer on port 8000 with the embedded database and the front-end origins', () => {
    const config = loadConfig(DEVELOPMENT);
    expect(config.port).toBe(8000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.pgliteDir).toMatch(/api\/\.data\/pglite$/);
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3004']),
    );
    expect(config.publicUrl).toBe('http://localhost:8000');
    expect(config.accessTokenSeconds).toBe(300);
    expect(config.refreshTokenSeconds).toBe(86400);
  });

  describe('NODE_ENV', () => {
    it.each(['development', 'test', 'production'] as const)('runs %s when it is written so', (mode) => {
      const env = mode === 'production' ? productionEnv() : { NODE_ENV: mode };
      expect(loadConfig(env).env).toBe(mode);
    });

    it.each(['Production', 'PRODUCTION', 'prod', ' production', 'production ', 'dev', 'staging'])(
      'stops naming the setting for "%s"',
      (value) => {
        expect(() => loadConfig({ ...productionEnv(), NODE_ENV: value })).toThrow(
          new ConfigError(`NODE_ENV must be development, test or production, got "${value}"`),
        );
      },
    );

    it('stops when it is not set, rather than assuming development', () => {
      const { NODE_ENV: _mode, ...unset } = productionEnv();
      expect(() => loadConfig(unset)).toThrow(/^NODE_ENV must be set to development, test or production/);
      expect(() => loadConfig({ ...unset, NODE_ENV: '' })).toThrow(/^NODE_ENV must be set/);
    });

    it('opens the development routes in development and test only, and the explorer not in production', () => {
      expect(opensDevelopmentRoutes(loadConfig(DEVELOPMENT))).toBe(true);
      expect(opensDevelopmentRoutes(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
      const production = loadConfig(productionEnv());
      expect(opensDevelopmentRoutes(production)).toBe(false);
      expect(production.apiDocs).toBe(false);
      expect(() => loadConfig({ ...productionEnv(), API_DOCS: 'yes' })).toThrow(
        /^API_DOCS must be true or false/,
      );
    });
  });

  it('names JWT_SECRET when production lacks it', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://api.academy.test',
        SMTP_URL: 'smtp://mail.academy.test:587',
        SITE_URL: 'https://academy.test',
        CORS_ORIGINS: 'https://academy.test',
      }),
    ).toThrow(new ConfigError('JWT_SECRET is required when NODE_ENV=production'));
  });

  it('names SMTP_URL when production lacks it', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: STRONG_SECRET,
        PUBLIC_URL: 'https://api.academy.test',
      }),
    ).toThrow(/SMTP_URL is required/);
  });

  it('names PUBLIC_URL when production lacks it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET })).toThrow(/PUBLIC_URL/);
  });

  it('keeps production argon2 costs unless configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      PUBLIC_URL: 'https://api.academy.test/',
      SMTP_URL: 'smtp://mail.academy.test:587',
      PAYMENT_CALLBACK_SECRET: randomSecret(),
      SITE_URL: 'https://academy.test',
      CORS_ORIGINS: 'https://academy.test',
    });
    expect(config.argon2.memoryCost).toBe(19456);
    expect(config.publicUrl).toBe('https://api.academy.test');
  });

  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://api.academy.test',
    SMTP_URL: 'smtp://mail.academy.test:587',
    PAYMENT_CALLBACK_SECRET: randomSecret(),
    SITE_URL: 'https://academy.test',
    CORS_ORIGINS: 'https://academy.test',
  };
  const productionBase = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    PUBLIC_URL: 'https://api.academy.test',
    SMTP_URL: 'smtp://mail.academy.test:587',
    SITE_URL: 'https://academy.test',
    CORS_ORIGINS: 'https://academy.test',
  };

  it.each([
    ['the published development secret', DEV_JWT_SECRET],
    ['32 spaces', ' '.repeat(32)],
    ['a secret with whitespace', `${STRONG_SECRET} `],
    ['one character repeated', 'x'.repeat(40)],
    ['a short pattern repeated', 'abc123'.repeat(8)],
    ['a short secret', 'kR7#vQ2m!xL9pZ4w'],
  ])('refuses %s as the production JWT_SECRET, naming it', (_case, secret) => {
    expect(() => loadConfig({ ...production, JWT_SECRET: secret })).toThrow(/^JWT_SECRET /);
  });

  it('accepts a random production JWT_SECRET', () => {
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET }).jwtSecret).toBe(STRONG_SECRET);
  });

  it('seeds no demo content in production unless SEED_DEMO=true', () => {
    expect(loadConfig(DEVELOPMENT).seedOnEmpty).toBe(true);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET }).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, SEED_DEMO: 'true' }).seedOnEmpty).toBe(
      true,
    );
    expect(loadConfig({ ...DEVELOPMENT, SEED_DEMO: 'false' }).seedOnEmpty).toBe(false);
  });

  it('reads TRUST_PROXY as false, true, a hop count or proxy addresses', () => {
    expect(loadConfig(DEVELOPMENT).trustProxy).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('names PAYMENT_CALLBACK_SECRET when production lacks it or has a short one', () => {
    expect(() => loadConfig(productionBase)).toThrow(
      new ConfigError('PAYMENT_CALLBACK_SECRET is required when NODE_ENV=production'),
    );
    expect(() => loadConfig({ ...productionBase, PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(
      new ConfigError('PAYMENT_CALLBACK_SECRET must be at least 32 characters long'),
    );
  });

  describe('MEDIA_BUCKET', () => {
    it('keeps media on disk when no bucket is named', () => {
      expect(loadConfig(DEVELOPMENT).mediaBucket).toBeNull();
    });

    it('reads a bucket on an S3-compatible server, path style by default there, with explicit keys', () => {
      expect(
        loadConfig({
          ...DEVELOPMENT,
          MEDIA_BUCKET: 'academy-media',
          MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
          MEDIA_S3_REGION: 'auto',
          MEDIA_S3_ACCESS_KEY_ID: 'key-id',
          MEDIA_S3_SECRET_ACCESS_KEY: 'key-secret',
        }).mediaBucket,
      ).toEqual({
        bucket: 'academy-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      });
    });

    it('leaves AWS itself to virtual-hosted addresses and the SDK default credentials', () => {
      expect(loadConfig({ ...DEVELOPMENT, MEDIA_BUCKET: 'academy.media' }).mediaBucket).toEqual({
        bucket: 'academy.media',
        endpoint: null,
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: null,
      });
    });

    it.each([
      [{ MEDIA_BUCKET: 'Academy_Media' }, /MEDIA_BUCKET must be a bucket name/],
      [{ MEDIA_BUCKET: 'ab' }, /MEDIA_BUCKET must be a bucket name/],
      [{ MEDIA_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'minio:9000' }, /MEDIA_S3_ENDPOINT must be/],
      [{ MEDIA_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://minio:9000' }, /MEDIA_S3_ENDPOINT must be an http/],
      [{ MEDIA_BUCKET: 'media', MEDIA_S3_REGION: 'EU Central' }, /MEDIA_S3_REGION must be/],
      [
        { MEDIA_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' },
        /MEDIA_S3_FORCE_PATH_STYLE must be true or false/,
      ],
      [{ MEDIA_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key-id' }, /go together/],
      [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_ENDPOINT is set but MEDIA_BUCKET is not/],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig({ ...DEVELOPMENT, ...env })).toThrow(message);
    });
  });

  describe('every secret in production', () => {
    const withOidcSecret = (clientSecret: string) => ({
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'google',
          label: 'Google',
          issuer: 'https://accounts.google.com',
          client_id: 'academy',
          client_secret: clientSecret,
        },
      ]),
    });
    const withTranslationKey = (key: string) => ({
      TRANSLATION_PROVIDER: 'libretranslate',
      TRANSLATION_URL: 'https://translate.academy.test',
      TRANSLATION_API_KEY: key,
    });
    const settings: [string, (value: string) => Record<string, string>][] = [
      ['JWT_SECRET', (value) => ({ JWT_SECRET: value })],
      ['PAYMENT_CALLBACK_SECRET', (value) => ({ PAYMENT_CALLBACK_SECRET: value })],
      ['OIDC_PROVIDERS', withOidcSecret],
      ['TRANSLATION_API_KEY', withTranslationKey],
    ];
    const refused: [string, string][] = [
      ['the development JWT secret', DEV_JWT_SECRET],
      ['the development callback secret', 'academy-sandbox-callback-secret-not-for-production'],
      ["the tests' callback secret", TEST_PAYMENT_SECRET],
      ['a placeholder', 'changeme'],
      ['common words and digits', 'my-super-secret-production-password-2026'],
      ['one character repeated', 'x'.repeat(40)],
      ['a short pattern repeated', 'abc123'.repeat(8)],
      ['very few distinct characters', 'aabbabbbaababbaabbbaaabbabbabaabbb'],
      ['a value with whitespace inside', `${randomSecret()} ${randomSecret()}`],
      ['a short value', 'kR7vQ2mxL9pZ'],
    ];

    describe.each(settings)('%s', (name, set) => {
      it.each(refused)('refuses %s, naming the setting', (_case, value) => {
        expect(() => loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, ...set(value) })).toThrow(
          new RegExp(`^${name}`),
        );
      });

      it('accepts a random value', () => {
        expect(() =>
          loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, ...set(randomSecret()) }),
        ).not.toThrow();
      });
    });

    it('refuses the same value in two settings, naming both', () => {
      const shared = randomSecret();
      expect(() =>
        loadConfig({ ...production, JWT_SECRET: shared, PAYMENT_CALLBACK_SECRET: shared }),
      ).toThrow(/PAYMENT_CALLBACK_SECRET .*JWT_SECRET/);
      expect(() =>
        loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, ...withOidcSecret(STRONG_SECRET) }),
      ).toThrow(/OIDC_PROVIDERS.*JWT_SECRET/);
    });

    it('accepts a provider-issued client secret shorter than 32 characters', () => {
      const secret = randomBytes(15).toString('base64url');
      expect(
        loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, ...withOidcSecret(secret) }).oidcProviders[0]
          ?.clientSecret,
      ).toBe(secret);
    });

    it('refuses a common password inside DATABASE_URL, REDIS_URL or SMTP_URL', () => {
      const ok = { ...production, JWT_SECRET: STRONG_SECRET };
      expect(() => loadConfig({ ...ok, DATABASE_URL: 'postgres://academy:postgres@db/academy' })).toThrow(
        /^DATABASE_URL/,
      );
      expect(() => loadConfig({ ...ok, REDIS_URL: 'redis://:changeme@cache:6379' })).toThrow(/^REDIS_URL/);
      expect(() => loadConfig({ ...ok, SMTP_URL: 'smtp://mailer:password@mail:587' })).toThrow(/^SMTP_URL/);
      expect(() =>
        loadConfig({ ...ok, DATABASE_URL: `postgres://academy:${randomSecret()}@db/academy` }),
      ).not.toThrow();
    });
  });

  describe('SITE_URL and CORS_ORIGINS in production', () => {
    const base = { ...production, JWT_SECRET: STRONG_SECRET };
    const without = (name: 'SITE_URL' | 'CORS_ORIGINS') => {
      const env: Record<string, string> = { ...base };
      delete env[name];
      return env;
    };

    it.each(['SITE_URL', 'CORS_ORIGINS'] as const)('names %s when production lacks it', (name) => {
      expect(() => loadConfig(without(name))).toThrow(
        new ConfigError(`${name} is required when NODE_ENV=production`),
      );
    });

    it.each([
      ['SITE_URL', 'http://academy.test'],
      ['CORS_ORIGINS', 'https://academy.test,http://academy.test'],
      ['CORS_ORIGINS', '*'],
      ['CORS_ORIGINS', 'https://academy.test/courses'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`^${name} `));
    });

    it('accepts plain http on this machine when it is written out (a production build tried locally)', () => {
      const config = loadConfig({
        ...base,
        SITE_URL: 'http://localhost:3000',
        CORS_ORIGINS: 'http://localhost:3000',
      });
      expect(config.siteUrl).toBe('http://localhost:3000');
      expect(config.corsOrigins).toEqual(['http://localhost:3000']);
    });
  });

  it('reads PAYMENTS_SANDBOX_IN_PRODUCTION as true or false only', () => {
    expect(loadConfig(DEVELOPMENT).paymentsSandboxInProduction).toBe(false);
    expect(
      loadConfig({ ...DEVELOPMENT, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).paymentsSandboxInProduction,
    ).toBe(true);
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENTS_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(
      /^PAYMENTS_SANDBOX_IN_PRODUCTION must be true or false/,
    );
  });

  it('retries mails ten times from 30 s on, fails a try after 2 min and polls every 2 s unless told otherwise', () => {
    expect(loadConfig(DEVELOPMENT).jobs).toEqual({
      pollIntervalMs: 2000,
      mailRetryLimit: 10,
      mailRetryDelaySeconds: 30,
      mailExpireSeconds: 120,
      maintenanceIntervalSeconds: 120,
    });
    expect(
      loadConfig({
        ...DEVELOPMENT,
        MAIL_RETRY_LIMIT: '0',
        MAIL_RETRY_DELAY_SECONDS: '1',
        JOBS_POLL_INTERVAL_MS: '500',
        MAIL_SEND_TIMEOUT_SECONDS: '3',
        JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
      }).jobs,
    ).toEqual({
      pollIntervalMs: 500,
      mailRetryLimit: 0,
      mailRetryDelaySeconds: 1,
      mailExpireSeconds: 3,
      maintenanceIntervalSeconds: 1,
    });
    for (const [name, value] of [
      ['MAIL_SEND_TIMEOUT_SECONDS', '0'],
      ['MAIL_SEND_TIMEOUT_SECONDS', '2 min'],
      ['JOBS_MAINTENANCE_INTERVAL_SECONDS', '3601'],
      ['JOBS_MAINTENANCE_INTERVAL_SECONDS', '-1'],
    ] as const)
      expect(() => loadConfig({ ...DEVELOPMENT, [name]: value })).toThrow(new RegExp(`^${name}`));
    expect(() => loadConfig({ ...DEVELOPMENT, JOBS_POLL_INTERVAL_MS: '100' })).toThrow(
      /^JOBS_POLL_INTERVAL_MS must be an integer between 500 and 60000, got "100"/,
    );
    expect(() => loadConfig({ ...DEVELOPMENT, MAIL_RETRY_LIMIT: 'many' })).toThrow(/^MAIL_RETRY_LIMIT/);
    expect(() => loadConfig({ ...DEVELOPMENT, MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(
      /^MAIL_RETRY_DELAY_SECONDS/,
    );
  });

  it('sends students back to the local site and mails feedback to the academy by default', () => {
    const config = loadConfig(DEVELOPMENT);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.academyEmail).toBe('info@academy.test');
    expect(config.paymentLifetimeMs).toBe(30 * 60_000);
    expect(loadConfig({ ...DEVELOPMENT, SITE_URL: 'https://academy.test/' }).siteUrl).toBe(
      'https://academy.test',
    );
  });

  it.each([
    ['SITE_URL', 'nowhere'],
    ['ACADEMY_EMAIL', 'not-an-address'],
    ['PAYMENT_LIFETIME_MINUTES', '1'],
    ['FEEDBACK_RATE_LIMIT_PER_HOUR', '-1'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'http://cache'],
    ['TRUST_PROXY', 'the load balancer'],
    ['SEED_DEMO', 'yes'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ ...DEVELOPMENT, [name]: value })).toThrow(new RegExp(name));
  });

  describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS', () => {
    it('closes at once after SIGTERM and allows 10 s for the rest unless configured', () => {
      expect(loadConfig(DEVELOPMENT)).toMatchObject({ shutdownDrainMs: 0, shutdownGraceMs: 10_000 });
      expect(
        loadConfig({ ...DEVELOPMENT, SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_GRACE_MS: '30000' }),
      ).toMatchObject({ shutdownDrainMs: 5000, shutdownGraceMs: 30_000 });
    });

    it.each([
      ['SHUTDOWN_DRAIN_MS', 'five seconds'],
      ['SHUTDOWN_DRAIN_MS', '-1'],
      ['SHUTDOWN_GRACE_MS', '10s'],
      ['SHUTDOWN_GRACE_MS', '999'],
    ])('refuses a bad %s (%s) naming it', (name, value) => {
      expect(() => loadConfig({ ...DEVELOPMENT, [name]: value })).toThrow(
        new ConfigError(
          `${name} must be an integer between ${name === 'SHUTDOWN_DRAIN_MS' ? '0 and 3600000' : '1000 and 3600000'}, got "${value}"`,
        ),
      );
    });

    it('refuses a drain that leaves no grace for the requests in flight', () => {
      expect(() => loadConfig({ ...DEVELOPMENT, SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
        new ConfigError(
          'SHUTDOWN_DRAIN_MS (10000) must be shorter than SHUTDOWN_GRACE_MS (10000), which includes it',
        ),
      );
    });
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    expect(
      loadConfig({ ...DEVELOPMENT, CORS_ORIGINS: 'https://a.test, https://b.test' }).corsOrigins,
    ).toEqual(['https://a.test', 'https://b.test']);
  });

  describe('OIDC_PROVIDERS', () => {
    const provider = {
      id: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      client_id: 'id',
      client_secret: 'secret',
    };

    it('has no social sign-in providers unless configured', () => {
      expect(loadConfig(DEVELOPMENT).oidcProviders).toEqual([]);
    });

    it('reads each provider', () => {
      expect(
        loadConfig({ ...DEVELOPMENT, OIDC_PROVIDERS: JSON.stringify([provider]) }).oidcProviders,
      ).toEqual([
        {
          id: 'google',
          label: 'Google',
          issuer: 'https://accounts.google.com',
          clientId: 'id',
          clientSecret: 'secret',
        },
      ]);
    });

    it.each([
      ['not JSON', '{', /not valid JSON/],
      ['not an array', JSON.stringify(provider), /not an array/],
      ['missing a client secret', JSON.stringify([{ ...provider, client_secret: '' }]), /"client_secret"/],
      ['with an id unfit for a path', JSON.stringify([{ ...provider, id: 'Google/1' }]), /id "Google\/1"/],
      ['with the same id twice', JSON.stringify([provider, provider]), /appears twice/],
      [
        'with a plain-http issuer elsewhere than this machine',
        JSON.stringify([{ ...provider, issuer: 'http://id.example' }]),
        /must be https/,
      ],
    ])('names OIDC_PROVIDERS when it is %s', (_case, value, message) => {
      expect(() => loadConfig({ ...DEVELOPMENT, OIDC_PROVIDERS: value })).toThrow(message);
    });

    it('allows plain http for a provider on localhost', () => {
      const local = { ...provider, issuer: 'http://127.0.0.1:8201' };
      expect(
        loadConfig({ ...DEVELOPMENT, OIDC_PROVIDERS: JSON.stringify([local]) }).oidcProviders[0]?.issuer,
      ).toBe('http://127.0.0.1:8201');
    });
  });

  describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
    const TOKEN = 'a-scrape-token-of-16-or-more';

    it('collects no metrics unless METRICS_PORT is set', () => {
      expect(loadConfig(DEVELOPMENT).metrics).toBeNull();
      expect(loadConfig(productionEnv()).metrics).toBeNull();
    });

    it('listens on loopback without a token by default', () => {
      expect(loadConfig({ ...DEVELOPMENT, METRICS_PORT: '9464' }).metrics).toEqual({
        port: 9464,
        host: '127.0.0.1',
        token: null,
      });
    });

    it('reads a host and a token', () => {
      expect(
        loadConfig({ ...DEVELOPMENT, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: TOKEN })
          .metrics,
      ).toEqual({ port: 9464, host: '10.0.0.5', token: TOKEN });
    });

    it.each([
      [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT must be an integer between 0 and 65535, got "ninety"'],
      [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be an integer between 0 and 65535, got "70000"'],
      [{ METRICS_HOST: '0.0.0.0' }, 'METRICS_HOST is set but METRICS_PORT is not'],
      [{ METRICS_TOKEN: TOKEN }, 'METRICS_TOKEN is set but METRICS_PORT is not'],
      [
        { METRICS_PORT: '9464', METRICS_HOST: 'http://x/' },
        'METRICS_HOST must be a host name or an IP address',
      ],
      [{ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 printable'],
      [
        { METRICS_PORT: '9464', METRICS_TOKEN: 'has a space in it, sixteen+' },
        'METRICS_TOKEN must be at least',
      ],
      [
        { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
        'METRICS_TOKEN is required when METRICS_HOST is not loopback',
      ],
    ])('refuses %j, naming the setting', (settings, message) => {
      expect(() => loadConfig({ ...DEVELOPMENT, ...settings })).toThrow(ConfigError);
      expect(() => loadConfig({ ...DEVELOPMENT, ...settings })).toThrow(message);
    });

    it('holds the token to the production rule for secrets', () => {
      const env = { ...productionEnv(), METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' };
      expect(() => loadConfig({ ...env, METRICS_TOKEN: TOKEN })).toThrow(/METRICS_TOKEN/);
      expect(loadConfig({ ...env, METRICS_TOKEN: STRONG_SECRET }).metrics?.token).toBe(STRONG_SECRET);
    });
  });
});
