import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_BASE_URL } from './site-config';
import { REPO_ROOT, type RunningServer } from './servers';

/** The social sign-in provider of the browser tests: a real `oidc-provider` on a free loopback port. */
export const LOCAL_PROVIDER = {
  id: 'local',
  label: 'Local ID',
  clientId: 'academy-e2e',
  clientSecret: 'academy-e2e-secret',
} as const;

export interface RunningProvider extends RunningServer {
  issuer: string;
  /** The API's OIDC_PROVIDERS value for this provider. */
  apiSetting: string;
}

/**
 * Starts api/src/test-helpers/local-openid-provider.mts in its own node process. Its login page
 * takes any login (the login is the e-mail; "+unverified" in it makes the e-mail unverified).
 */
export function startOpenIdProvider(): Promise<RunningProvider> {
  const apiRoot = path.join(REPO_ROOT, 'api');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test-helpers/local-openid-provider.mts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      LOCAL_OIDC_OPTIONS: JSON.stringify({
        clientId: LOCAL_PROVIDER.clientId,
        clientSecret: LOCAL_PROVIDER.clientSecret,
        redirectUris: [`${API_BASE_URL}/student/auth/oidc/${LOCAL_PROVIDER.id}/callback/`],
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('\n')) return;
      const { issuer } = JSON.parse(stdout.split('\n')[0] ?? '{}') as { issuer: string };
      resolve({
        issuer,
        apiSetting: JSON.stringify([
          {
            id: LOCAL_PROVIDER.id,
            label: LOCAL_PROVIDER.label,
            issuer,
            client_id: LOCAL_PROVIDER.clientId,
            client_secret: LOCAL_PROVIDER.clientSecret,
          },
        ]),
        async close() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`[e2e] the OpenID provider exited (${code}): ${stderr}`)));
  });
}
