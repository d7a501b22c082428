import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { OidcProviderConfig } from '../config';
import { withoutInvisibleCharacters } from '../rules/visible-text';

/** Why a social sign-in ended without a student; the site shows a message for each. */
export type SocialSignInFailure = 'cancelled' | 'failed' | 'email_not_verified' | 'unavailable';

export class SocialSignInError extends Error {
  override name = 'SocialSignInError';

  constructor(
    readonly reason: SocialSignInFailure,
    cause?: unknown,
  ) {
    super(`social sign-in ${reason}`, cause === undefined ? undefined : { cause });
  }
}

/** The person as the provider vouches for them; `email` is always a verified address. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Kept in the browser between start and callback (a signed, short-lived cookie): it binds the callback to the browser that started. */
export interface SignInFlow {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

export const FLOW_SECONDS = 10 * 60;
export const SIGN_IN_CODE_MS = 60 * 1000;

type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type Configuration = Awaited<ReturnType<OpenIdClient['discovery']>>;
let clientModule: Promise<OpenIdClient> | null = null;
// openid-client ships only ES modules; the API is CommonJS, so it is loaded with import().
const openIdClient = () => (clientModule ??= import('openid-client'));

/** A one-time code and the hash we keep of it. */
export function newSignInCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashSignInCode(code) };
}

export function hashSignInCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Like Django's unusable password: no argon2 verify can ever match it. */
export function unusablePasswordHash(): string {
  return `!${randomBytes(24).toString('base64url')}`;
}

function isFlow(value: unknown): value is SignInFlow & { purpose: string; exp: number } {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    flow.purpose === 'oidc-flow' &&
    typeof flow.exp === 'number' &&
    ['provider', 'state', 'nonce', 'verifier', 'returnTo'].every((key) => typeof flow[key] === 'string')
  );
}

export interface SocialSignIn {
  readonly providers: readonly OidcProviderConfig[];
  find(providerId: string): OidcProviderConfig | undefined;
  /** Where to send the browser, and the flow to keep in its cookie. */
  start(provider: OidcProviderConfig, returnTo: string): Promise<{ authorizationUrl: string; flow: string }>;
  /** Reads the signed flow cookie; null when it is missing, forged, expired or for another provider. */
  readFlow(cookie: string | undefined, providerId: string): SignInFlow | null;
  /** Checks the provider's answer (state, PKCE, nonce, ID token) and answers the verified person. */
  finish(provider: OidcProviderConfig, flow: SignInFlow, callbackUrl: URL): Promise<VerifiedIdentity>;
}

export function createSocialSignIn(options: {
  providers: OidcProviderConfig[];
  secret: string;
  publicUrl: string;
  now: () => Date;
}): SocialSignIn {
  const { providers, now } = options;
  // Its own key, so a flow cookie can never pass for an API token or the other way round.
  const key = createHmac('sha256', options.secret).update('oidc-flow-cookie').digest('hex');
  const sign = createSigner({ key, algorithm: 'HS256' });
  const verify = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true });
  const configurations = new Map<string, Promise<Configuration>>();

  const redirectUri = (provider: OidcProviderConfig) =>
    `${options.publicUrl}/student/auth/oidc/${provider.id}/callback/`;

  async function configuration(provider: OidcProviderConfig): Promise<Configuration> {
    let pending = configurations.get(provider.id);
    if (!pending) {
      pending = openIdClient().then((client) =>
        client.discovery(
          new URL(provider.issuer),
          provider.clientId,
          { client_secret: provider.clientSecret, redirect_uris: [redirectUri(provider)] },
          client.ClientSecretBasic(provider.clientSecret),
          // The configuration only lets plain http through for a provider on this machine.
          new URL(provider.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {},
        ),
      );
      configurations.set(provider.id, pending);
      // A provider that was down is asked again next time.
      pending.catch(() => configurations.delete(provider.id));
    }
    try {
      return await pending;
    } catch (error) {
      throw new SocialSignInError('unavailable', error);
    }
  }

  return {
    providers,
    find: (providerId) => providers.find((provider) => provider.id === providerId),

    async start(provider, returnTo) {
      const config = await configuration(provider);
      const client = await openIdClient();
      const flow: SignInFlow = {
        provider: provider.id,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      const exp = Math.floor(now().getTime() / 1000) + FLOW_SECONDS;
      return { authorizationUrl: authorizationUrl.href, flow: sign({ ...flow, purpose: 'oidc-flow', exp }) };
    },

    readFlow(cookie, providerId) {
      if (!cookie) return null;
      try {
        const claims: unknown = verify(cookie);
        if (!isFlow(claims) || claims.provider !== providerId) return null;
        if (claims.exp * 1000 <= now().getTime()) return null;
        const { provider, state, nonce, verifier, returnTo } = claims;
        return { provider, state, nonce, verifier, returnTo };
      } catch {
        return null;
      }
    },

    async finish(provider, flow, callbackUrl) {
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError !== null) {
        throw new SocialSignInError(providerError === 'access_denied' ? 'cancelled' : 'failed');
      }
      const config = await configuration(provider);
      const client = await openIdClient();
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = { ...idToken };
        // Many providers put e-mail and names in the userinfo answer rather than the ID token.
        if (typeof claims.email !== 'string') {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...claims };
        }
      } catch (error) {
        throw new SocialSignInError('failed', error);
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      // Only an address the provider itself has verified may match or create an account.
      if (email === '' || claims.email_verified !== true) throw new SocialSignInError('email_not_verified');
      // Nobody is there to correct a provider's names, so invisible characters are dropped, not refused.
      const text = (value: unknown) =>
        typeof value === 'string' ? withoutInvisibleCharacters(value).trim().slice(0, 150) : '';
      return {
        subject: String(claims.sub),
        email,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
