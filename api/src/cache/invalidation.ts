import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { notifyCacheChannel, readCacheVersions } from '../repositories/cache-versions';

/**
 * Groups of cached data, each invalidated by the triggers of migration 0070:
 * `content` (courses, curriculum, seminars, people, books, enrolment counts) and
 * `qa` (questions, answers, their authors' names and photos).
 */
export type CacheGroup = 'content' | 'qa';

export type InvalidationEvent =
  | { kind: 'group'; group: CacheGroup }
  /** One account or its enrolments changed. */
  | { kind: 'user'; userId: number }
  /** Anything may have changed (the listening connection was lost, or a table was emptied). */
  | { kind: 'everything' };

export interface Invalidatable {
  readonly groups: readonly CacheGroup[];
  invalidate(event: InvalidationEvent): void;
}

export const CACHE_CHANNEL = 'academy_cache';
const BARRIER_TIMEOUT_MS = 2000;
const GROUPS: readonly CacheGroup[] = ['content', 'qa'];

/**
 * Every write to cached data is announced by the database on one channel (NOTIFY); this hub turns
 * those announcements into invalidations of the process's caches, so every API process drops its
 * copy as the write commits. While the listening connection is down, caches serve nothing from memory.
 */
export class CacheInvalidation {
  /** Bumped on every invalidation of a group; a load that saw another number is not kept. */
  private readonly generations: Record<CacheGroup, number> = { content: 0, qa: 0 };
  private readonly caches: Invalidatable[] = [];
  private readonly pendingBarriers = new Map<string, () => void>();
  private readonly instance = randomUUID().slice(0, 8);
  private knownVersions = new Map<string, number>();
  private barriers = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** The app's clock in milliseconds: validity limits (a topic's opening) are read from it. */
    readonly clock: () => number,
  ) {}

  /** True while the database's announcements reach this process: only then may a cache answer. */
  get active(): boolean {
    return this.listening;
  }

  register(cache: Invalidatable): void {
    this.caches.push(cache);
  }

  generation(groups: readonly CacheGroup[]): number {
    let sum = 0;
    for (const group of groups) sum += this.generations[group];
    return sum;
  }

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CACHE_CHANNEL, {
      notification: (payload) => this.receive(payload),
      connected: () => {
        this.listening = true;
        this.resync().catch((error: unknown) => {
          this.log.error({ err: error }, 'cache: reading the version stamps failed; dropping every cache');
          this.emit({ kind: 'everything' });
        });
      },
      disconnected: (error) => {
        this.listening = false;
        this.emit({ kind: 'everything' });
        this.log.warn({ err: error }, 'cache: lost the database notifications; serving without caches');
      },
    });
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    this.listening = false;
    for (const resolve of this.pendingBarriers.values()) resolve();
    this.pendingBarriers.clear();
    if (stop) await stop();
  }

  /**
   * Resolves once this process has received every announcement committed before the call: a write
   * through this process is answered only after its own caches dropped the old copy (PostgreSQL
   * delivers notifications in commit order; PGlite delivers them before the statement returns).
   */
  async barrier(): Promise<void> {
    if (this.db.kind === 'pglite' || !this.listening) return;
    this.barriers += 1;
    const payload = `barrier:${this.instance}:${this.barriers}`;
    let timer: NodeJS.Timeout | null = null;
    const received = new Promise<boolean>((resolve) => {
      this.pendingBarriers.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      await notifyCacheChannel(this.db, CACHE_CHANNEL, payload);
      if (!(await received)) {
        this.log.warn('cache: a write was not echoed by the database in time; dropping every cache');
        this.emit({ kind: 'everything' });
      }
    } finally {
      if (timer) clearTimeout(timer);
      this.pendingBarriers.delete(payload);
    }
  }

  private receive(payload: string): void {
    if (payload.startsWith('barrier:')) {
      this.pendingBarriers.get(payload)?.();
      return;
    }
    const separator = payload.indexOf(':');
    const kind = separator === -1 ? payload : payload.slice(0, separator);
    const argument = separator === -1 ? '' : payload.slice(separator + 1);
    if (kind === 'content' || kind === 'qa') {
      const version = Number(argument);
      if (Number.isSafeInteger(version)) this.knownVersions.set(kind, version);
      this.emit({ kind: 'group', group: kind });
      return;
    }
    const userId = Number(argument);
    if (kind === 'user' && Number.isSafeInteger(userId)) {
      this.emit({ kind: 'user', userId });
      return;
    }
    this.emit({ kind: 'everything' });
  }

  /** After (re)connecting: groups whose stamp moved while nobody listened are dropped; accounts always are. */
  private async resync(): Promise<void> {
    const versions = await readCacheVersions(this.db);
    for (const group of GROUPS) {
      const version = versions.get(group);
      if (version === undefined || version !== this.knownVersions.get(group))
        this.emit({ kind: 'group', group });
    }
    this.knownVersions = versions;
    // Accounts carry no stamp: every standing is read again.
    for (const cache of this.caches) if (cache.groups.length === 0) cache.invalidate({ kind: 'everything' });
  }

  private emit(event: InvalidationEvent): void {
    if (event.kind === 'group') this.generations[event.group] += 1;
    if (event.kind === 'everything') for (const group of GROUPS) this.generations[group] += 1;
    for (const cache of this.caches) cache.invalidate(event);
  }
}
