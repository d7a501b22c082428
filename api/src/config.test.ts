import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts a developer on port 8000 with the embedded database and the front-end origins', () => {
    const config = loadConfig({});
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

  it('names JWT_SECRET when production lacks it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://api.academy.test' })).toThrow(
      new ConfigError('JWT_SECRET is required when NODE_ENV=production'),
    );
  });

  it('names SMTP_URL when production lacks it', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://api.academy.test',
      }),
    ).toThrow(/SMTP_URL is required/);
  });

  it('names PUBLIC_URL when production lacks it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it('keeps production argon2 costs unless configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://api.academy.test/',
      SMTP_URL: 'smtp://mail.academy.test:587',
      PAYMENT_CALLBACK_SECRET: 's'.repeat(40),
    });
    expect(config.argon2.memoryCost).toBe(19456);
    expect(config.publicUrl).toBe('https://api.academy.test');
  });

  const productionBase = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://api.academy.test',
    SMTP_URL: 'smtp://mail.academy.test:587',
  };

  it('names PAYMENT_CALLBACK_SECRET when production lacks it or has a short one', () => {
    expect(() => loadConfig(productionBase)).toThrow(
      new ConfigError('PAYMENT_CALLBACK_SECRET is required when NODE_ENV=production'),
    );
    expect(() => loadConfig({ ...productionBase, PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(
      new ConfigError('PAYMENT_CALLBACK_SECRET must be at least 32 characters long'),
    );
  });

  it('sends students back to the local site and mails feedback to the academy by default', () => {
    const config = loadConfig({});
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.academyEmail).toBe('info@academy.test');
    expect(config.paymentLifetimeMs).toBe(30 * 60_000);
    expect(loadConfig({ SITE_URL: 'https://academy.test/' }).siteUrl).toBe('https://academy.test');
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
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.test, https://b.test' }).corsOrigins).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });
});
