import type { LightMyRequestResponse } from 'fastify';
import {
  type OpenIdProviderProcess,
  startOpenIdProviderProcess,
} from '../../test-helpers/openid-provider-process';
import {
  DEMO,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  lastCode,
  newStudent,
} from '../../test-helpers/test-app';

const SITE = 'http://localhost:3000';
const RETURN_TO = `${SITE}/signin?next=%2Fprofile`;
const CALLBACK = 'http://api.test/student/auth/oidc/local/callback/';

/** The browser's side of the provider's pages: cookies kept, redirects followed by hand. */
class ProviderBrowser {
  private cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Follows the provider's redirects until it sends the browser back to our callback. */
  async follow(url: string, act: (page: string, url: string) => Promise<string>): Promise<URL> {
    let next = url;
    for (let hop = 0; hop < 20; hop += 1) {
      if (next.startsWith(CALLBACK)) return new URL(next);
      const response = await this.request(next);
      const location = response.headers.get('location');
      if (location) {
        next = new URL(location, next).href;
        continue;
      }
      next = await act(await response.text(), next);
    }
    throw new Error('the provider never sent the browser back');
  }
}

/** Logs in on the provider's page as `login` and consents; answers the callback URL it redirects to. */
function signInAtProvider(browser: ProviderBrowser, authorizationUrl: string, login: string) {
  return browser.follow(authorizationUrl, async (page, url) => {
    const action = page.match(/action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form on ${url}: ${page.slice(0, 200)}`);
    const prompt = page.includes('name="login"') ? 'login' : 'consent';
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt };
    const response = await browser.request(new URL(action, url).href, { method: 'POST', form });
    const location = response.headers.get('location');
    if (!location) throw new Error(`the ${prompt} form did not redirect`);
    return new URL(location, url).href;
  });
}

describe.each(databaseTargets())('social sign-in on %s', (target) => {
  let provider: OpenIdProviderProcess;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOpenIdProviderProcess({
      clientId: 'academy',
      clientSecret: 'local-client-secret',
      redirectUris: [CALLBACK],
    });
    t = await createTestApp(target, {
      env: {
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: 'local',
            label: 'Local ID',
            issuer: provider.issuer,
            client_id: 'academy',
            client_secret: 'local-client-secret',
          },
          // Configured but not answering: its button must fail politely.
          {
            id: 'down',
            label: 'Down',
            issuer: 'http://127.0.0.1:9',
            client_id: 'academy',
            client_secret: 'x',
          },
        ]),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = (returnTo = RETURN_TO, id = 'local') =>
    t.app.inject({
      method: 'GET',
      url: `/student/auth/oidc/${id}/start/?return_to=${encodeURIComponent(returnTo)}`,
    });
  const flowCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === 'academy_oidc_flow');
    if (!cookie) throw new Error('no flow cookie');
    return cookie;
  };
  const callback = (url: URL, cookie: string | null) =>
    t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      ...(cookie === null ? {} : { cookies: { academy_oidc_flow: cookie } }),
    });
  const exchange = (code: string) =>
    t.app.inject({ method: 'POST', url: '/student/auth/oidc/exchange/', payload: { code } });

  /** The whole round trip in one browser; answers where the site is sent back to. */
  async function signInAs(login: string): Promise<URL> {
    const started = await start();
    expect(started.statusCode).toBe(302);
    const callbackUrl = await signInAtProvider(
      new ProviderBrowser(),
      started.headers.location as string,
      login,
    );
    const back = await callback(callbackUrl, flowCookie(started).value);
    expect(back.statusCode).toBe(302);
    return new URL(back.headers.location as string);
  }

  /** The student changes the password newStudent gave them, signing every other session out (0104). */
  async function changePassword(email: string, access: string): Promise<void> {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/student/reset-password/',
      headers: bearer(access),
      payload: { email, current_password: 'Tribunal-Seat-42', new_password: 'Fresh-Arbitral-Seat-5' },
    });
    expect(changed.statusCode).toBe(200);
  }

  async function profileOf(code: string) {
    const tokens = await exchange(code);
    expect(tokens.statusCode).toBe(200);
    const { access } = tokens.json<{ access: string }>();
    const detail = await t.app.inject({
      method: 'GET',
      url: '/student/student/detail/',
      headers: bearer(access),
    });
    return detail.json<{ email: string; first_name: string; last_name: string }>();
  }

  it('lists the configured providers by id and label', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/student/auth/oidc/providers/' });
    expect(response.json()).toEqual([
      { id: 'local', label: 'Local ID' },
      { id: 'down', label: 'Down' },
    ]);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps them in an http-only cookie', async () => {
    const response = await start();
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const cookie = flowCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/student/auth/oidc/' });
    expect(cookie.value).not.toContain(location.searchParams.get('code_challenge'));
  });

  it('creates a verified student from a new verified e-mail and hands the site a one-time code', async () => {
    const back = await signInAs('grace.hopper@example.test');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/signin`);
    expect(back.searchParams.get('next')).toBe('/profile');
    const code = back.searchParams.get('oidc_code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.has('access')).toBe(false);
    expect(await profileOf(code)).toMatchObject({
      email: 'grace.hopper@example.test',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  });

  it('accepts the one-time code only once', async () => {
    const code = (await signInAs('once.only@example.test')).searchParams.get('oidc_code') ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ['The sign-in link is invalid or has expired. Start again.'] });
  });

  it('refuses a one-time code older than a minute', async () => {
    const code = (await signInAs('slow.student@example.test')).searchParams.get('oidc_code') ?? '';
    t.clock.advance(61_000);
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses a one-time code issued just before the password was changed', async () => {
    const email = 'code.then.change@example.test';
    const session = await newStudent(t, email);
    const code = (await signInAs(email)).searchParams.get('oidc_code') ?? '';
    await changePassword(email, session.access);
    const late = await exchange(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).not.toHaveProperty('access');
    // A code asked for after the change signs in as usual.
    const fresh = (await signInAs(email)).searchParams.get('oidc_code') ?? '';
    expect((await profileOf(fresh)).email).toBe(email);
  });

  it('signs an existing student in by the verified e-mail, without touching the password', async () => {
    const code = (await signInAs(DEMO.email)).searchParams.get('oidc_code') ?? '';
    expect((await profileOf(code)).email).toBe(DEMO.email);
    const password = await t.app.inject({
      method: 'POST',
      url: '/student/auth/token/',
      payload: { email: DEMO.email, password: DEMO.password },
    });
    expect(password.statusCode).toBe(200);
  });

  it('signs in a student whose password has changed, with tokens that work and rotate', async () => {
    const email = 'changed.password@example.test';
    const before = await newStudent(t, email);
    await changePassword(email, before.access);
    const code = (await signInAs(email)).searchParams.get('oidc_code') ?? '';
    const tokens = (await exchange(code)).json<{ access: string; refresh: string }>();
    const detail = await t.app.inject({
      method: 'GET',
      url: '/student/student/detail/',
      headers: bearer(tokens.access),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ email });
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/student/auth/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(rotated.statusCode).toBe(200);
  });

  it('takes over an unverified registration of the same address and voids its password', async () => {
    const email = 'squatted@example.test';
    await t.app.inject({
      method: 'POST',
      url: '/student/auth/register/',
      payload: { email, password1: 'Squatter-Pass-9', password2: 'Squatter-Pass-9' },
    });
    expect(lastCode(t.outbox, email)).toMatch(/^\d{4}$/);
    const code = (await signInAs(email)).searchParams.get('oidc_code') ?? '';
    expect((await profileOf(code)).email).toBe(email);
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/student/auth/token/',
      payload: { email, password: 'Squatter-Pass-9' },
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('signs the same provider account into the same student every time', async () => {
    const first = await profileOf(
      (await signInAs('repeat@example.test')).searchParams.get('oidc_code') ?? '',
    );
    const second = await profileOf(
      (await signInAs('repeat@example.test')).searchParams.get('oidc_code') ?? '',
    );
    expect(second).toEqual(first);
    const [{ count } = { count: 0 }] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email = 'repeat@example.test'",
    );
    expect(count).toBe(1);
  });

  it('refuses an e-mail the provider has not verified and creates nothing', async () => {
    const back = await signInAs('mallory+unverified@example.test');
    expect(back.searchParams.get('oidc_error')).toBe('email_not_verified');
    expect(back.searchParams.has('oidc_code')).toBe(false);
    const rows = await t.db.query("SELECT id FROM users WHERE email = 'mallory@example.test'");
    expect(rows).toHaveLength(0);
  });

  it('sends the site oidc_error=cancelled when the student aborts at the provider', async () => {
    const started = await start();
    const browser = new ProviderBrowser();
    const callbackUrl = await browser.follow(started.headers.location as string, async (page, url) => {
      const abort = page.match(/href="([^"]*\/abort)"/)?.[1];
      if (!abort) throw new Error('no abort link');
      return new URL(abort, url).href;
    });
    const back = await callback(callbackUrl, flowCookie(started).value);
    expect(new URL(back.headers.location as string).searchParams.get('oidc_error')).toBe('cancelled');
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const started = await start();
    const callbackUrl = await signInAtProvider(
      new ProviderBrowser(),
      started.headers.location as string,
      'victim@example.test',
    );
    const otherBrowser = await start();
    const back = await callback(callbackUrl, flowCookie(otherBrowser).value);
    expect(new URL(back.headers.location as string).searchParams.get('oidc_error')).toBe('failed');
  });

  it('answers 400 to a callback without the flow cookie or with a forged one', async () => {
    const url = new URL(`${CALLBACK}?code=abc&state=xyz`);
    for (const cookie of [null, 'forged.cookie.value']) {
      const response = await callback(url, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The sign-in took too long or was started in another browser. Start again.',
      });
    }
  });

  it.each([
    'https://evil.example/steal',
    `${SITE}//evil.example/`,
    `${SITE}/\\evil.example`,
    `${SITE}/%2F%2Fevil.example`,
    `${SITE}\t//evil.example`,
    `${SITE}@evil.example/`,
    `${SITE}.evil.example/`,
    '//evil.example/',
    '/signin',
    'javascript:alert(1)',
  ])('refuses to send the student back anywhere but a page of the site: %j', async (returnTo) => {
    const response = await start(returnTo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ return_to: ['This address is not a page of the site.'] });
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await start(RETURN_TO, 'nobody')).statusCode).toBe(404);
  });

  it('sends the site oidc_error=unavailable when the provider does not answer', async () => {
    const response = await start(RETURN_TO, 'down');
    expect(response.statusCode).toBe(302);
    const back = new URL(response.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/signin`);
    expect(back.searchParams.get('oidc_error')).toBe('unavailable');
  });

  it('answers an exchange without a code with a field error, in the asked language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/student/auth/oidc/exchange/',
      payload: { code: 'nope' },
      headers: { 'accept-language': 'ru' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ['Ссылка для входа недействительна или устарела. Начните заново.'],
    });
  });

  it('documents every social sign-in path in the OpenAPI description', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/student/auth/oidc/providers/',
        '/student/auth/oidc/{provider}/start/',
        '/student/auth/oidc/{provider}/callback/',
        '/student/auth/oidc/exchange/',
      ]),
    );
  });
});

describe('social sign-in without providers', () => {
  it('lists none and has no start path', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/student/auth/oidc/providers/' })).json()).toEqual(
        [],
      );
      const response = await t.app.inject({
        method: 'GET',
        url: `/student/auth/oidc/google/start/?return_to=${encodeURIComponent(SITE)}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
