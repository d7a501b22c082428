import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, ListenOptions } from '../db/database';
import { cacheChannel, notifyCacheChannel, readCacheVersions } from '../repositories/cache-versions';

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

const BARRIER_TIMEOUT_MS = 2000;
const GROUPS: readonly CacheGroup[] = ['content', 'qa'];

/** How often a cache answered from memory, and how often it had to load. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/**
 * Every write to cached data is announced by the database on one channel (NOTIFY); this hub turns
 * those announcements into invalidations of the process's caches, so every API process drops its
 * copy as the write commits. While the listening connection is down, caches serve nothing from memory.
 */
export class CacheInvalidation {
  /** Bumped on every invalidation of a group; a load that saw another number is not kept. */
  private readonly generations: Record<CacheGroup, number> = { content: 0, qa: 0 };
  private readonly caches: Invalidatable[] = [];
  private readonly countsByName = new Map<string, CacheCounts>();
  private readonly pendingBarriers = new Map<string, { waiting: Set<string>; done: () => void }>();
  /** The other API processes listening on this database (they answered our hello, or said theirs). */
  private readonly peers = new Set<string>();
  private readonly instance = randomUUID().slice(0, 8);
  private knownVersions = new Map<string, number>();
  private barriers = 0;
  private listening = false;
  /** Listening, and every cache dropped that a write missed while nobody listened. */
  private caughtUp = false;
  private channel = '';
  private stopListening: (() => Promise<void>) | null = null;
  /** The comparison of version stamps that follows each (re)connection. */
  private synced: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** The app's clock in milliseconds: validity limits (a topic's opening) are read from it. */
    readonly clock: () => number,
    private readonly listenOptions: ListenOptions = {},
  ) {}

  /**
   * True while the database's announcements reach this process and it has caught up with those it
   * missed: only then may a cache answer or keep a value.
   */
  get active(): boolean {
    return this.caughtUp;
  }

  register(cache: Invalidatable): void {
    this.caches.push(cache);
  }

  /** The hit and miss counts of every cache of this name, shared by all of them (for the metrics). */
  counts(name: string): CacheCounts {
    let counts = this.countsByName.get(name);
    if (counts === undefined) {
      counts = { hits: 0, misses: 0 };
      this.countsByName.set(name, counts);
    }
    return counts;
  }

  /** Every cache name's hits and misses since start. */
  allCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
    return this.countsByName;
  }

  generation(groups: readonly CacheGroup[]): number {
    let sum = 0;
    for (const group of groups) sum += this.generations[group];
    return sum;
  }

  async start(): Promise<void> {
    this.channel = await cacheChannel(this.db);
    this.stopListening = await this.db.listen(
      this.channel,
      {
        notification: (payload) => this.receive(payload),
        connected: () => {
          this.listening = true;
          if (this.db.kind === 'postgres')
            this.announce(`hello:${this.instance}`).catch((error: unknown) =>
              this.log.warn({ err: error }, 'cache: could not announce this process'),
            );
          const synced = this.resync()
            .catch((error: unknown) => {
              this.log.error(
                { err: error },
                'cache: reading the version stamps failed; dropping every cache',
              );
              this.emit({ kind: 'everything' });
            })
            .then(() => {
              // A loss during the comparison starts another one; only the latest may declare it done.
              if (this.synced === synced && this.listening) {
                this.caughtUp = true;
                this.log.info('cache: database notifications heard; caches on');
              }
            });
          this.synced = synced;
        },
        disconnected: (error) => {
          this.listening = false;
          this.caughtUp = false;
          this.emit({ kind: 'everything' });
          this.log.warn({ err: error }, 'cache: lost the database notifications; serving without caches');
        },
      },
      this.listenOptions,
    );
    // The app is ready once the stamps are known: otherwise the first comparison, finishing late,
    // would drop what the first requests had just cached (a reload, not an error, but needless).
    await this.synced;
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    if (this.listening && this.db.kind === 'postgres')
      await this.announce(`bye:${this.instance}`).catch(() => undefined);
    this.listening = false;
    this.caughtUp = false;
    for (const pending of this.pendingBarriers.values()) pending.done();
    this.pendingBarriers.clear();
    if (stop) await stop();
  }

  /**
   * Resolves once every API process listening on this database has received, and applied, every
   * announcement committed before the call. PostgreSQL delivers notifications to each listener in
   * commit order, so a process that answers this barrier has dropped whatever an earlier write
   * changed; a write through the API is answered only after that, so the next request sees it on
   * any instance. PGlite is one process and delivers before the statement returns.
   * A peer that does not answer within BARRIER_TIMEOUT_MS is taken for dead and no longer waited for.
   */
  async barrier(): Promise<void> {
    if (this.db.kind === 'pglite' || !this.listening) return;
    this.barriers += 1;
    const id = `${this.instance}:${this.barriers}`;
    const waiting = new Set([this.instance, ...this.peers]);
    let timer: NodeJS.Timeout | null = null;
    const answered = new Promise<boolean>((resolve) => {
      this.pendingBarriers.set(id, { waiting, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      try {
        await this.announce(`barrier:${id}`);
      } catch (error) {
        // The write itself is done; without the echo nothing proves the caches saw it.
        this.log.error({ err: error }, 'cache: could not announce a write; dropping every cache');
        this.emit({ kind: 'everything' });
        return;
      }
      if (!(await answered)) {
        for (const peer of waiting) this.peers.delete(peer);
        if (waiting.has(this.instance)) {
          this.log.warn('cache: a write was not echoed by the database in time; dropping every cache');
          this.emit({ kind: 'everything' });
        } else
          this.log.warn(
            { peers: [...waiting] },
            'cache: API processes did not answer; no longer waiting for them',
          );
      }
    } finally {
      if (timer) clearTimeout(timer);
      this.pendingBarriers.delete(id);
    }
  }

  private announce(payload: string): Promise<void> {
    return notifyCacheChannel(this.db, this.channel, payload);
  }

  private acknowledged(id: string, peer: string): void {
    const pending = this.pendingBarriers.get(id);
    if (!pending) return;
    pending.waiting.delete(peer);
    if (pending.waiting.size === 0) pending.done();
  }

  /** Barriers, acknowledgements and the roll call of API processes. */
  private receiveControl(kind: string, argument: string): boolean {
    if (kind === 'barrier') {
      const origin = argument.slice(0, argument.indexOf(':'));
      if (origin === this.instance) this.acknowledged(argument, this.instance);
      else this.announce(`ack:${argument}:${this.instance}`).catch(() => undefined);
      return true;
    }
    if (kind === 'ack') {
      const split = argument.lastIndexOf(':');
      this.acknowledged(argument.slice(0, split), argument.slice(split + 1));
      return true;
    }
    if (kind === 'hello' || kind === 'here') {
      if (argument !== this.instance) {
        this.peers.add(argument);
        if (kind === 'hello') this.announce(`here:${this.instance}`).catch(() => undefined);
      }
      return true;
    }
    if (kind === 'bye') {
      this.peers.delete(argument);
      for (const id of this.pendingBarriers.keys()) this.acknowledged(id, argument);
      return true;
    }
    return false;
  }

  private receive(payload: string): void {
    const separator = payload.indexOf(':');
    const kind = separator === -1 ? payload : payload.slice(0, separator);
    const argument = separator === -1 ? '' : payload.slice(separator + 1);
    if (this.receiveControl(kind, argument)) return;
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
