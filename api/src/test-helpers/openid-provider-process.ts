import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LocalProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface OpenIdProviderProcess {
  issuer: string;
  close(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'local-openid-provider.mts');
const API_ROOT = path.resolve(__dirname, '..', '..');

/** Starts the local OpenID provider in its own node process (it is an ES module; jest runs CommonJS). */
export function startOpenIdProviderProcess(options: LocalProviderOptions): Promise<OpenIdProviderProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: API_ROOT,
    env: { ...process.env, LOCAL_OIDC_OPTIONS: JSON.stringify(options) },
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
      const line = stdout.split('\n')[0];
      if (line === undefined || !stdout.includes('\n')) return;
      const { issuer } = JSON.parse(line) as { issuer: string };
      resolve({
        issuer,
        async close() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code}): ${stderr}`)));
  });
}
