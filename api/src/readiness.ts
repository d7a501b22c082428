/**
 * Whether this instance can take traffic (GET /ready, docs/decisions/0173): every part it needs
 * answers, and it is not shutting down. The parts register their own check where they are built: the
 * database in the context plugin, Redis in the rate-limits plugin; a media bucket adds one the same way.
 */

import { withDeadline } from './deadline';

/** A check passes when its promise resolves; it is given up on after the readiness timeout. */
export type ReadinessCheck = () => Promise<unknown>;

export type PartState = 'ok' | 'failed';

export interface ReadinessReport {
  /** `shutting-down` from the first moment of a shutdown: the checks are then not run. */
  status: 'ready' | 'unavailable' | 'shutting-down';
  /** Each registered part and how its check went (empty while shutting down). */
  parts: Record<string, PartState>;
}

class CheckTimeoutError extends Error {
  override name = 'CheckTimeoutError';
}

/** A check's promise, given up on after `timeoutMs`; one that throws before returning a promise fails too. */
function checked(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  return withDeadline(
    Promise.resolve().then(check),
    timeoutMs,
    () => new CheckTimeoutError(`no answer within ${timeoutMs} ms`),
  );
}

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private stopping = false;

  /** Registers a part; a name is registered once (two parts answering to one name would hide one). */
  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
    this.checks.set(name, check);
  }

  /** The instance stops being ready for good: a load balancer stops sending it traffic. */
  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** Runs every check at once, each given up on after `timeoutMs`; `onFailure` hears each failure. */
  async report(
    timeoutMs: number,
    onFailure: (part: string, error: unknown) => void,
  ): Promise<ReadinessReport> {
    if (this.stopping) return { status: 'shutting-down', parts: {} };
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, PartState]> => {
        try {
          await checked(check, timeoutMs);
          return [name, 'ok'];
        } catch (error) {
          onFailure(name, error);
          return [name, 'failed'];
        }
      }),
    );
    const parts = Object.fromEntries(entries);
    // Shutdown may have begun while the checks ran.
    if (this.stopping) return { status: 'shutting-down', parts: {} };
    return { status: entries.every(([, state]) => state === 'ok') ? 'ready' : 'unavailable', parts };
  }
}
