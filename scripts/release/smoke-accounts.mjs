/**
 * Who the smoke check renders each route as (docs/decisions/0016): a
 * visitor, the deployment's smoke student or its smoke instructor, as the route's own routes.json
 * says (webpack/site-map.cjs `usersOf`: `access`, `prerender`, `signedInData`), and how such an account is
 * signed in: through the API the candidate site talks to, with the kernel's own sign-in endpoint and
 * token storage keys (shared/src/api/endpoints/table.ts, shared/src/session/storage-keys.ts, bundled
 * here by esbuild as first-screen/build/inline-script.cjs bundles the kernel's early functions), not a copy.
 *
 * The accounts come from the deployment's environment, never from the repository:
 *   SMOKE_STUDENT_EMAIL, SMOKE_STUDENT_PASSWORD         a student (any enrolment)
 *   SMOKE_INSTRUCTOR_EMAIL, SMOKE_INSTRUCTOR_PASSWORD   an instructor
 * On a local or dev deployment the seed's demo accounts will do (README "Releases").
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { ReleaseError } from './releases.mjs';

const require = createRequire(import.meta.url);
const { ROOT, sites, remoteRoutes, usersOf } = require('../../webpack/site-map.cjs');

/** The roles a smoke account can have; a visitor needs none. */
export const SMOKE_ROLES = ['student', 'instructor'];
export const VISITOR = 'visitor';

/** The environment variables that name the smoke account of `role`. */
export function accountVariables(role) {
  const prefix = `SMOKE_${role.toUpperCase()}`;
  return { email: `${prefix}_EMAIL`, password: `${prefix}_PASSWORD` };
}

/**
 * The smoke accounts the environment configures, by role. Half an account (an e-mail without a
 * password or the other way round) is a mistake in the deployment's settings: it is refused, saying
 * which variable is missing, rather than checked as if none were set.
 */
export function smokeAccounts(env = process.env) {
  const accounts = {};
  for (const role of SMOKE_ROLES) {
    const names = accountVariables(role);
    const email = env[names.email]?.trim();
    const password = env[names.password];
    if (!email && !password) continue;
    if (!email || !password)
      throw new ReleaseError(
        `the smoke account for ${role} is half configured: ${email ? names.password : names.email} is not set`,
      );
    accounts[role] = { email, password };
  }
  return accounts;
}

/**
 * Who a route of a release is rendered as: the record's `users` (written at publish from the
 * remote's routes.json, site-map.cjs `usersOf`); a record from before that field, the route of the
 * same expose in the remote's routes.json here.
 */
export function audiencesOf(route, workspace) {
  if (Array.isArray(route.users)) return route.users;
  const declared = workspace ? remoteRoutes(workspace).find((own) => own.expose === route.expose) : undefined;
  try {
    return usersOf(declared ?? route);
  } catch (error) {
    throw new ReleaseError(error.message);
  }
}

let kernel = null;

/** The kernel's sign-in and profile endpoints and token storage keys, from its own source, and the sign-out beside them. */
export function kernelSession() {
  kernel ??= (async () => {
    const { build } = await import('esbuild');
    const shared = path.join(ROOT, sites.kernel.workspace, 'src');
    const result = await build({
      stdin: {
        contents: [
          `export { kernelEndpoints } from ${JSON.stringify(path.join(shared, 'api', 'endpoints', 'table.ts'))};`,
          `export { TOKEN_KEY, REFRESH_TOKEN_KEY } from ${JSON.stringify(path.join(shared, 'session', 'storage-keys.ts'))};`,
        ].join('\n'),
        resolveDir: shared,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const source = result.outputFiles[0].text;
    const module = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
    return {
      loginPath: module.kernelEndpoints.login.path,
      // The API's sign-out sits beside its sign-in, as Simple JWT lays them out (token/, token/blacklist/);
      // no front end calls it yet, so it is not in the kernel's table (docs/decisions/0016).
      logoutPath: `${module.kernelEndpoints.login.path.replace(/\/?$/, '/')}blacklist/`,
      profilePath: module.kernelEndpoints.profile.path,
      tokenKey: module.TOKEN_KEY,
      refreshTokenKey: module.REFRESH_TOKEN_KEY,
    };
  })();
  return kernel;
}

/**
 * Signs `account` in through the API at `apiBaseUrl`: the tokens, or a ReleaseError saying what the
 * API answered (the password never appears in it).
 */
export async function signIn(apiBaseUrl, role, account, fetchImpl = fetch) {
  const { loginPath } = await kernelSession();
  const url = `${apiBaseUrl.replace(/\/$/, '')}${loginPath}`;
  let response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  } catch (error) {
    throw new ReleaseError(
      `the smoke account for ${role} could not sign in: ${url} is unreachable (${error?.cause?.code ?? error?.message ?? error})`,
    );
  }
  const body = await response.json().catch(() => null);
  if (!response.ok || typeof body?.access !== 'string') {
    const names = accountVariables(role);
    const hint =
      response.status === 401
        ? `: the API refused that e-mail and password (check ${names.email} and ${names.password})`
        : '';
    throw new ReleaseError(
      `the smoke account for ${role} (${account.email}) could not sign in: ${url} answered ${response.status}${hint}`,
    );
  }
  return { access: body.access, refresh: typeof body.refresh === 'string' ? body.refresh : null };
}

/**
 * Ends the sign-in `tokens` came from through the API's sign-out endpoint (beside its sign-in): the
 * account's access and refresh tokens, rotated ones included, stop working at once (decision 0111).
 * Null once done; otherwise what went wrong, for the smoke check's notes: the tokens then run out on
 * their own.
 */
export async function signOut(apiBaseUrl, role, tokens, fetchImpl = fetch) {
  if (!tokens?.refresh) return null;
  const { logoutPath } = await kernelSession();
  const url = `${apiBaseUrl.replace(/\/$/, '')}${logoutPath}`;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh: tokens.refresh }),
    });
    await response.body?.cancel();
    if (response.ok) return null;
    return `the smoke account for ${role} was not signed out: ${url} answered ${response.status}`;
  } catch (error) {
    return `the smoke account for ${role} was not signed out: ${url} is unreachable (${error?.cause?.code ?? error?.message ?? error})`;
  }
}
