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
    });
    expect(config.argon2.memoryCost).toBe(19456);
    expect(config.publicUrl).toBe('https://api.academy.test');
  });

  it.each([
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

  describe('OIDC_PROVIDERS', () => {
    const provider = {
      id: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      client_id: 'id',
      client_secret: 'secret',
    };

    it('has no social sign-in providers unless configured', () => {
      expect(loadConfig({}).oidcProviders).toEqual([]);
    });

    it('reads each provider', () => {
      expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([provider]) }).oidcProviders).toEqual([
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
      expect(() => loadConfig({ OIDC_PROVIDERS: value })).toThrow(message);
    });

    it('allows plain http for a provider on localhost', () => {
      const local = { ...provider, issuer: 'http://127.0.0.1:8201' };
      expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([local]) }).oidcProviders[0]?.issuer).toBe(
        'http://127.0.0.1:8201',
      );
    });
  });
});
