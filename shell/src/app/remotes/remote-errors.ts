import { clientErrors } from '@academy/shared';

/** "mfe_auth/SignInPage" → "mfe_auth". */
export function remoteNameOf(id: string): string {
  return id.split('/', 1)[0] ?? id;
}

/** A screen that could not be fetched (a chunk, the entry, a timeout) rather than one that threw. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'RemoteLoadError' ||
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|RUNTIME-00[0-9]/.test(error.message)
  );
}

/**
 * Reports a promise rejection nobody handled when its stack runs through a remote's files (decision
 * 0011); the shell's own and the browser's are left to the console.
 */
export function reportUnhandledRejection(event: Pick<PromiseRejectionEvent, 'reason'>): boolean {
  const reason: unknown = event.reason;
  const stack = reason instanceof Error ? reason.stack : undefined;
  const remote = clientErrors.remoteOfStack(stack);
  return remote ? clientErrors.report(remote, isLoadFailure(reason) ? 'chunk' : 'rejection', reason) : false;
}
