/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the API's
 * tests and the browser tests. Its login page accepts any login and password; the login is the
 * account: its e-mail, verified unless it contains "+unverified" (e.g. "bob+unverified@example.test").
 *
 * Run as a program it reads LOCAL_OIDC_OPTIONS (JSON of LocalProviderOptions), prints
 * {"issuer": "..."} on one line once it listens, and stops on SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { LocalProviderOptions } from './openid-provider-process.js';

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function account(login: string): Account {
  const email = login.replace('+unverified', '').toLowerCase();
  const [given = '', family = ''] = (email.split('@')[0] ?? '').split('.');
  return {
    accountId: login,
    claims: () => ({
      sub: login,
      email,
      email_verified: !login.includes('+unverified'),
      given_name: capitalised(given),
      family_name: capitalised(family),
    }),
  };
}

export async function startLocalOpenIdProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => account(id),
    pkce: { required: () => true },
    cookies: { keys: ['local-openid-provider-for-tests'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = JSON.parse(process.env.LOCAL_OIDC_OPTIONS ?? '{}') as LocalProviderOptions;
  const running = await startLocalOpenIdProvider(options);
  process.stdout.write(`${JSON.stringify({ issuer: running.issuer })}\n`);
  process.once('SIGTERM', () => {
    void running.close().then(() => process.exit(0));
  });
}
