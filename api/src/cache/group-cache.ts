import type {
  CacheCounts,
  CacheGroup,
  CacheInvalidation,
  Invalidatable,
  InvalidationEvent,
} from './invalidation';

export interface Loaded<V> {
  value: V;
  /** The app-clock moment (ms) from which the value is wrong even without a write, e.g. a topic opens. */
  validUntil?: number;
}

interface Entry<V> {
  value: V;
  validUntil: number;
}

/**
 * Values kept until the database announces a write to one of their groups (or their validity ends),
 * answered without a promise when present. Concurrent misses share one load; a load overtaken by an
 * invalidation is handed to its callers but not kept.
 */
export class GroupCache<K, V> implements Invalidatable {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loads = new Map<K, Promise<V>>();
  private readonly counts: CacheCounts;

  constructor(
    private readonly hub: CacheInvalidation,
    readonly groups: readonly CacheGroup[],
    private readonly maxEntries = 10_000,
    /** The `cache` label of its hits and misses in the metrics. */
    name = groups.join('+'),
  ) {
    hub.register(this);
    this.counts = hub.counts(name);
  }

  /**
   * The kept value, or undefined when it must be loaded. A value found counts as a hit; a miss is
   * counted by `load`, so a caller that peeks and then loads is one miss, not two.
   */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.validUntil <= this.hub.clock() || !this.hub.active) {
      this.entries.delete(key);
      return undefined;
    }
    this.counts.hits += 1;
    return entry.value;
  }

  get(key: K, load: () => Promise<Loaded<V>>): V | Promise<V> {
    const kept = this.peek(key);
    return kept === undefined ? this.load(key, load) : kept;
  }

  load(key: K, load: () => Promise<Loaded<V>>): Promise<V> {
    this.counts.misses += 1;
    const pending = this.loads.get(key);
    if (pending !== undefined) return pending;
    const generation = this.hub.generation(this.groups);
    const promise = load().then(
      (loaded) => {
        if (this.loads.get(key) === promise) {
          this.loads.delete(key);
          if (this.hub.active && this.hub.generation(this.groups) === generation) {
            // The oldest kept key makes room (maps iterate in insertion order).
            if (this.entries.size >= this.maxEntries) {
              const oldest = this.entries.keys().next();
              if (!oldest.done) this.entries.delete(oldest.value);
            }
            this.entries.set(key, { value: loaded.value, validUntil: loaded.validUntil ?? Infinity });
          }
        }
        return loaded.value;
      },
      (error: unknown) => {
        if (this.loads.get(key) === promise) this.loads.delete(key);
        throw error;
      },
    );
    this.loads.set(key, promise);
    return promise;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loads.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loads.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(event: InvalidationEvent): void {
    if (event.kind === 'everything' || (event.kind === 'group' && this.groups.includes(event.group)))
      this.clear();
  }
}
