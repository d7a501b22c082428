import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheInvalidation } from '../cache/invalidation';
import type { Database } from '../db/database';
import { withDeadline } from '../deadline';

/** The `route` label of a request no route matched: one series, whatever URL was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The `release` label of a remote's reports once it has shown RELEASES_PER_REMOTE others. */
export const OTHER_RELEASE = 'other';
/**
 * Releases counted by name per remote: reports are anonymous, so a stranger could otherwise mint a
 * series per request (docs/decisions/0165).
 */
export const RELEASES_PER_REMOTE = 20;

/** One job queue's state, as a job queue's collector answers it (see `watchJobQueues`). */
export interface JobQueueStats {
  /** The queue's name: the `queue` label. */
  name: string;
  /** Jobs waiting to run, including those waiting for a retry. */
  queued: number;
  active: number;
  /** Jobs whose last attempt failed and that will be tried again. */
  retrying: number;
  /** Jobs that failed for good: out of retries. */
  dead: number;
  /** Age of the oldest job still waiting, 0 when none waits. */
  oldestQueuedSeconds: number;
}

/** Answers every queue's state now; called once per scrape. */
export type JobQueueSource = () => Promise<readonly JobQueueStats[]>;

/** The latest reconciled day of one provider and its differences of one kind (`kind` null: none). */
export interface ReconciliationStats {
  provider: string;
  /** YYYY-MM-DD on the academy's calendar. */
  day: string;
  kind: string | null;
  count: number;
}

/** Every kind of difference the reconciliation reports, so a clean day reads as zeros. */
export const DIFFERENCE_KINDS = [
  'charged_not_recorded',
  'recorded_not_charged',
  'amount_differs',
  'refunded_not_recorded',
  'recorded_not_refunded',
] as const;

export interface AppMetricsOptions {
  db: Database;
  cache: CacheInvalidation;
  log: FastifyBaseLogger;
  /** How long a scrape waits for the job queue's collector before leaving its series out. */
  collectTimeoutMs: number;
}

// From 1 ms (an answer from memory) to 10 s (near REQUEST_TIMEOUT_MS's default of 30 s).
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

class CollectTimeout extends Error {}

/**
 * The API's Prometheus series in a registry of this app's own (two apps in one process, as in the
 * tests, never share counts). Requests are counted as they finish; the pool, the caches and the job
 * queue are read when Prometheus scrapes (`collect`). Names and labels: docs/decisions/0165.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly clientErrors: Counter<'remote' | 'release' | 'kind'>;
  private readonly cacheHits: Counter<'cache'>;
  private readonly cacheMisses: Counter<'cache'>;
  private readonly pool: { connections: Gauge<'state'>; waiting: Gauge; max: Gauge } | null;
  private readonly jobs: Record<Exclude<keyof JobQueueStats, 'name'>, Gauge<'queue'>>;
  private readonly collectFailures: Counter<'collector'>;
  private readonly releases = new Map<string, Set<string>>();
  private readonly reconciliation: { differences: Gauge<'provider' | 'kind'>; day: Gauge<'provider'> };
  private jobSource: JobQueueSource | null = null;
  private reconciliationSource: (() => Promise<readonly ReconciliationStats[]>) | null = null;
  /** Where the metrics listener answers, once the app is ready. */
  address: AddressInfo | null = null;

  constructor(private readonly options: AppMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'academy_http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.durations = new Histogram({
      name: 'academy_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.clientErrors = new Counter({
      name: 'academy_client_errors_total',
      help: 'Client error reports received, by remote, release and kind',
      labelNames: ['remote', 'release', 'kind'],
      registers,
    });
    this.cacheHits = new Counter({
      name: 'academy_cache_hits_total',
      help: 'Answers from memory, by cache',
      labelNames: ['cache'],
      registers,
    });
    this.cacheMisses = new Counter({
      name: 'academy_cache_misses_total',
      help: 'Callers that waited for a load, by cache',
      labelNames: ['cache'],
      registers,
    });
    // PGlite has no pool: no series rather than zeros that read like an idle one.
    this.pool =
      options.db.poolUse === undefined
        ? null
        : {
            connections: new Gauge({
              name: 'academy_db_pool_connections',
              help: 'PostgreSQL pool connections, idle or in use',
              labelNames: ['state'],
              registers,
            }),
            waiting: new Gauge({
              name: 'academy_db_pool_waiting',
              help: 'Queries waiting for a PostgreSQL pool connection',
              registers,
            }),
            max: new Gauge({
              name: 'academy_db_pool_max',
              help: 'Most connections the PostgreSQL pool opens',
              registers,
            }),
          };
    const jobGauge = (name: string, help: string) =>
      new Gauge({ name, help, labelNames: ['queue'], registers });
    this.jobs = {
      queued: jobGauge('academy_jobs_queued', 'Jobs waiting to run, by queue'),
      active: jobGauge('academy_jobs_active', 'Jobs running, by queue'),
      retrying: jobGauge('academy_jobs_retrying', 'Jobs whose last attempt failed, to be retried, by queue'),
      dead: jobGauge('academy_jobs_dead', 'Jobs out of retries, by queue'),
      oldestQueuedSeconds: jobGauge(
        'academy_jobs_oldest_queued_seconds',
        'Age of the oldest job waiting to run, by queue',
      ),
    };
    this.reconciliation = {
      differences: new Gauge({
        name: 'academy_payment_reconciliation_differences',
        help: 'Differences between the card provider and the academy on the latest reconciled day, by provider and kind',
        labelNames: ['provider', 'kind'],
        registers,
      }),
      day: new Gauge({
        name: 'academy_payment_reconciliation_day_timestamp_seconds',
        help: 'Start of the latest day reconciled with the card provider (UTC+5 calendar), by provider',
        labelNames: ['provider'],
        registers,
      }),
    };
    this.collectFailures = new Counter({
      name: 'academy_metrics_collect_failures_total',
      help: 'Scrapes that left out a collector’s series because it failed or was too slow',
      labelNames: ['collector'],
      registers,
    });
  }

  /** One finished request; `route` is the route's pattern, never the URL asked for. */
  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.inc({ method, route, status_code: statusCode });
    this.durations.observe({ method, route }, seconds);
  }

  /** One stored client error report (routes/client-errors). */
  clientError(remote: string, release: string, kind: string): void {
    let known = this.releases.get(remote);
    if (known === undefined) {
      known = new Set();
      this.releases.set(remote, known);
    }
    if (!known.has(release) && known.size < RELEASES_PER_REMOTE) known.add(release);
    this.clientErrors.inc({ remote, release: known.has(release) ? release : OTHER_RELEASE, kind });
  }

  /**
   * Reports a job queue's depth, failures and age from now on: `source` is asked once per scrape and
   * given `collectTimeoutMs` to answer. One source per app.
   */
  watchJobQueues(source: JobQueueSource): void {
    if (this.jobSource !== null) throw new Error('a job queue source is already watched');
    this.jobSource = source;
  }

  /** Reports the latest reconciliation with the card provider from now on, read once per scrape. */
  watchReconciliation(source: () => Promise<readonly ReconciliationStats[]>): void {
    if (this.reconciliationSource !== null) throw new Error('a reconciliation source is already watched');
    this.reconciliationSource = source;
  }

  /** Reads the pool, the caches, the job queue and the reconciliation, then answers the registry's text. */
  async collect(): Promise<string> {
    const use = this.options.db.poolUse?.();
    if (this.pool !== null && use !== undefined) {
      this.pool.connections.set({ state: 'idle' }, use.idle);
      this.pool.connections.set({ state: 'busy' }, use.total - use.idle);
      this.pool.waiting.set(use.waiting);
      this.pool.max.set(use.max);
    }
    this.cacheHits.reset();
    this.cacheMisses.reset();
    for (const [cache, counts] of this.options.cache.allCounts()) {
      this.cacheHits.inc({ cache }, counts.hits);
      this.cacheMisses.inc({ cache }, counts.misses);
    }
    await this.collectJobs();
    await this.collectReconciliation();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async collectJobs(): Promise<void> {
    const source = this.jobSource;
    if (source === null) return;
    for (const gauge of Object.values(this.jobs)) gauge.reset();
    await this.collectFrom('jobs', 'the job queue', source, (stats) => {
      for (const { name: queue, ...values } of stats)
        for (const [field, gauge] of Object.entries(this.jobs))
          gauge.set({ queue }, values[field as keyof typeof values]);
    });
  }

  private async collectReconciliation(): Promise<void> {
    const source = this.reconciliationSource;
    if (source === null) return;
    const { differences, day } = this.reconciliation;
    differences.reset();
    day.reset();
    await this.collectFrom('reconciliation', 'the payment reconciliation', source, (stats) => {
      // Every kind reads 0 unless the day had some, so an alert can compare with 0.
      for (const { provider, day: date } of stats) {
        day.set({ provider }, Date.parse(`${date}T00:00:00+05:00`) / 1000);
        for (const kind of DIFFERENCE_KINDS) differences.set({ provider, kind }, 0);
      }
      for (const { provider, kind, count } of stats)
        if (kind !== null) differences.set({ provider, kind }, count);
    });
  }

  /** Gives `source` collectTimeoutMs; a failure or a timeout leaves its series out and is counted. */
  private async collectFrom<T>(
    collector: string,
    what: string,
    source: () => Promise<T>,
    apply: (value: T) => void,
  ): Promise<void> {
    try {
      apply(await withDeadline(source(), this.options.collectTimeoutMs, () => new CollectTimeout()));
    } catch (error) {
      this.collectFailures.inc({ collector });
      this.options.log.warn(
        { err: error instanceof CollectTimeout ? undefined : error },
        error instanceof CollectTimeout
          ? `${what} did not answer the metrics scrape in time`
          : `reading ${what} for the metrics failed`,
      );
    }
  }
}
