import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config';

const STRONG_SECRET = 'kR7#vQ2m!xL9pZ4w@Tn6bY1s$Hc8dJ3f';

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
    });
    expect(config.argon2.memoryCost).toBe(19456);
    expect(config.publicUrl).toBe('https://api.academy.test');
  });

  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://api.academy.test',
    SMTP_URL: 'smtp://mail.academy.test:587',
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
    expect(loadConfig({}).seedOnEmpty).toBe(true);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET }).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, SEED_DEMO: 'true' }).seedOnEmpty).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO: 'false' }).seedOnEmpty).toBe(false);
  });

  it('reads TRUST_PROXY as false, true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'http://cache'],
    ['TRUST_PROXY', 'the load balancer'],
    ['SEED_DEMO', 'yes'],
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
