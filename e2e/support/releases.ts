import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './servers';

export interface ReleaseOptions {
  /** Workspace of the remote, e.g. `mfe-auth`, or the shell's. */
  workspace: string;
  outputDir: string;
  /** Edits of the remote's own files, relative to its folder, applied at build time only. */
  edits?: { file: string; search: string; replace: string }[];
  /** Builds the bundle as if it depended on (and, the shell, served) this kernel version. */
  kernelVersion?: string;
}

/** Builds another release of one remote or of the shell (e2e/support/build-redeployed-remote.cjs). */
export function buildRelease({ workspace, ...options }: ReleaseOptions): Promise<void> {
  const script = path.join(REPO_ROOT, 'e2e', 'support', 'build-redeployed-remote.cjs');
  const args = [script, JSON.stringify({ packageDir: path.join(REPO_ROOT, workspace), ...options })];
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the servers under test live in this process.
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the release build exited with ${code}`)),
    );
  });
}
