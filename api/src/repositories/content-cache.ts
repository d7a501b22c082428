/**
 * A short-lived cache for content that only migrations and the seed change
 * (courses, curriculum, people, seminars, books). Several API processes may
 * each hold a copy; they agree again within the TTL. Questions, answers,
 * enrolments and accounts are never cached.
 */
export class ContentCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    if (this.entries.size >= 64) this.sweep(now);
    // Concurrent misses share one load; a failed load is not kept.
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
