import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import type { JobQueueStats } from '../metrics/app-metrics';
import type { CodePurpose } from '../repositories/codes';
import type { NotificationKind } from '@academy/contract/notifications';

/**
 * Durable background work (docs/decisions/0154): pg-boss 10 keeps the jobs in tables of their own
 * schema on the app's database, PostgreSQL or the embedded PGlite alike, through the database layer
 * (db/database.ts) rather than a pool of its own.
 */
export const JOB_NAMES = [
  'mail',
  'sweep',
  'prune-client-errors',
  'refund',
  'reconcile-payments',
  'notify',
  'notification-clock',
  'probe-video',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** A mail job: the message, and the feedback row it reports when that is what it mails. */
export interface MailJob {
  message: MailMessage;
  feedbackId?: number;
  /**
   * A code mail's code, as the codes table keeps it (hashed): the mail is not sent once a newer code
   * has replaced it, so a student's newest mail always holds the code that works (auth/email-codes.ts).
   */
  code?: { email: string; purpose: CodePurpose; codeHash: string };
  /**
   * A notification's mail: not sent when the person has since turned that kind's mails off or taken
   * the daily digest (notifications/fan-out.ts).
   */
  notice?: { userId: number; kind: NotificationKind };
}

/** One batch of an event's fan-out: the people after `after` (a user id) are told next. */
export interface NotifyJob {
  eventId: number;
  after: number;
}

/** A refund job: the payment whose confirmed refund the provider is asked for (payments/refunds.ts). */
export interface RefundJob {
  paymentId: string;
}

/** A lecture's new video, whose real duration ffprobe reads (media/lecture-video-jobs.ts). */
export interface ProbeVideoJob {
  lectureId: number;
  key: string;
}

/**
 * A probe reads a file's header, but from a bucket it copies the file first (up to
 * LECTURE_VIDEO_MAX_MB): five minutes a try, three tries a minute or more apart.
 */
const PROBE_RETRIES = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 } as const;

/**
 * A refund is tried for 17 to 34 hours before it is dead (then `npm run jobs -- retry` gives it more):
 * 10 retries, each pause twice the last from one minute, with pg-boss's jitter (up to double). The
 * provider answers a repeated request id with the first refund, so a retry never pays twice.
 */
const REFUND_RETRIES = { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 } as const;

export type JobWithMetadata<Data> = PgBoss.JobWithMetadata<Data>;

export interface JobQueueSettings {
  pollIntervalMs: number;
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  mailExpireSeconds: number;
  maintenanceIntervalSeconds: number;
}

/** What an operator (jobs-command.ts) and the metrics (academy_jobs_*) read per queue. */
export type QueueCounts = JobQueueStats;

export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  data: unknown;
  output: unknown;
}

/** How long a request may wait for a mail into the dev outbox, which involves no network. */
const OUTBOX_WAIT_MS = 5000;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The schema the job tables live in: beside the app's own schema when it has one, `pgboss` otherwise. */
export function jobsSchema(db: Pick<Database, 'schema'>): string {
  const schema = db.schema ? `${db.schema}_jobs` : 'pgboss';
  if (!IDENTIFIER.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return schema;
}

/**
 * pg-boss's view of the database: one statement with parameters, or its own multi-statement scripts.
 * pg-boss records a job's end without awaiting it (manager.js `watch`), so a stop waits for the
 * statements under way (`drain`). One sent after the stop (a fetch under way at the stop, a job that
 * outlived its timeout) is not sent to the closed pool and never answered, so pg-boss neither records
 * nor throws: its job stays active until its expiry, and then runs again.
 */
class QueueConnection implements PgBoss.Db {
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly db: Pick<Database, 'script'>,
    private readonly onDropped: (text: string) => void,
  ) {}

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.closed) {
      this.onDropped(text);
      return new Promise<never>(() => undefined);
    }
    const statement = this.db.script(text, values ?? []);
    this.pending.add(statement);
    try {
      return { rows: await statement };
    } finally {
      this.pending.delete(statement);
    }
  }

  async drain(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.pending]);
  }
}

/** A transaction of the caller's, so a job is queued only if the change that causes it commits. */
function inTransaction(tx: Queryable): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }) };
}

export class JobQueue {
  private readonly workers = new Map<JobName, string>();
  /** The handlers running now: a stop waits for them, then for the statements recording their end. */
  private readonly running = new Set<Promise<void>>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly connection: QueueConnection,
    private readonly db: Database,
    readonly schema: string,
    private readonly settings: JobQueueSettings,
    private readonly waitsForMail: boolean,
  ) {}

  /**
   * Installs or migrates the job tables (once, under pg-boss's own lock) and creates the queues.
   * `maintain`: archive and delete old jobs now and then (the API does; the jobs command does not).
   * `waitsForMail`: `dispatched` waits for each mail's first try (the dev outbox: no network).
   */
  static async open(
    db: Database,
    settings: JobQueueSettings,
    options: { maintain: boolean; waitsForMail?: boolean; onError(error: Error): void },
  ): Promise<JobQueue> {
    const schema = jobsSchema(db);
    const connection = new QueueConnection(db, () =>
      options.onError(
        new Error('a job queue statement after the stop was dropped; the job runs again after its expiry'),
      ),
    );
    const boss = new PgBoss({
      db: connection,
      schema,
      supervise: options.maintain,
      // How often a supervising instance expires tries past their time and archives old jobs.
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
      // Periods are kept with throttled jobs (periodic below), not pg-boss's minute-grained cron.
      schedule: false,
      // Dead jobs stay in the job table, where the jobs command lists them, for a week.
      archiveFailedAfterSeconds: 7 * 86_400,
    });
    boss.on('error', options.onError);
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name, { name });
    return new JobQueue(boss, connection, db, schema, settings, options.waitsForMail ?? false);
  }

  /** Queues a mail in the caller's transaction; answers its id. */
  async mail(tx: Queryable, job: MailJob): Promise<string> {
    const id = await this.boss.send('mail', job, {
      db: inTransaction(tx),
      retryLimit: this.settings.mailRetryLimit,
      retryDelay: this.settings.mailRetryDelaySeconds,
      retryBackoff: true,
      // A try not finished within this long is a failed one: a hung SMTP server, or a worker that
      // died mid-send, whose job another instance then takes (docs/decisions/0156).
      expireInSeconds: this.settings.mailExpireSeconds,
    });
    if (id === null) throw new Error('the mail job was not queued');
    return id;
  }

  /** Queues many mails in the caller's transaction (a batch of notifications) in one statement. */
  async mailMany(tx: Queryable, jobs: MailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((data) => ({
        name: 'mail',
        data,
        retryLimit: this.settings.mailRetryLimit,
        retryDelay: this.settings.mailRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.settings.mailExpireSeconds,
      })),
      { db: inTransaction(tx) },
    );
  }

  /**
   * Queues a batch of an event's fan-out in the caller's transaction: the event's own (the change that
   * causes it), or the next batch's (the batch before it). A batch run twice tells nobody twice: the
   * event's `fanned_to` says which batches are done (notifications/fan-out.ts).
   */
  async notify(tx: Queryable, job: NotifyJob): Promise<void> {
    await this.boss.send('notify', job, {
      db: inTransaction(tx),
      retryLimit: this.settings.mailRetryLimit,
      retryDelay: this.settings.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.settings.mailExpireSeconds,
    });
  }

  /** Queues a refund in the caller's transaction (the refusal's confirmation); answers its id. */
  async refund(tx: Queryable, job: RefundJob): Promise<string> {
    const id = await this.boss.send('refund', job, { db: inTransaction(tx), ...REFUND_RETRIES });
    if (id === null) throw new Error('the refund job was not queued');
    return id;
  }

  /** Queues the probe of a lecture's new video in the caller's transaction (the upload's). */
  async probeVideo(tx: Queryable, job: ProbeVideoJob): Promise<void> {
    await this.boss.send('probe-video', job, { db: inTransaction(tx), ...PROBE_RETRIES });
  }

  /**
   * Queues one run of `name` per period of `seconds` however many instances ask (a throttled job:
   * pg-boss keeps one job per singleton slot); answers whether this call queued it.
   */
  async periodic(name: JobName, seconds: number): Promise<boolean> {
    const id = await this.boss.sendThrottled(name, {}, { retryLimit: 0 }, seconds);
    if (id !== null) this.nudge(name);
    return id !== null;
  }

  /**
   * Runs `handler` once per `periodMs` across all instances (the sweeps and prunes): this instance
   * works `name` and asks for each period's job on a timer, first after `firstAfterMs` (one period
   * unless told); `periodic` keeps it to one job per period. The timers do not keep the process
   * alive; the answer stops them (a run under way finishes with the queue's stop).
   */
  async everyPeriod(
    name: JobName,
    periodMs: number,
    handler: () => Promise<void>,
    options: { firstAfterMs?: number; onAskFailed(error: unknown): void },
  ): Promise<() => void> {
    await this.work(name, handler);
    const ask = () => void this.periodic(name, periodMs / 1000).catch(options.onAskFailed);
    let interval: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      ask();
      interval = setInterval(ask, periodMs);
      interval.unref();
    }, options.firstAfterMs ?? periodMs);
    first.unref();
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }

  /**
   * Runs `handler` for each job of `name` this instance fetches, one at a time; a throw is a failed
   * try.
   */
  async work<Data extends object>(
    name: JobName,
    handler: (job: JobWithMetadata<Data>) => Promise<void>,
  ): Promise<void> {
    const id = await this.boss.work<Data>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: this.settings.pollIntervalMs / 1000 },
      async ([job]) => {
        if (!job) return;
        const run = handler(job);
        const settled = run.then(
          () => undefined,
          () => undefined,
        );
        this.running.add(settled);
        try {
          await run;
        } finally {
          this.running.delete(settled);
          // A job done, the next waiting one is fetched at once rather than at the next poll: a fan-out's
          // thousands of mails drain at the speed of their sending (pg-boss waits a whole interval).
          this.nudge(name);
        }
      },
    );
    this.workers.set(name, id);
  }

  /** Wakes this instance's worker for `name` now rather than at its next poll. */
  nudge(name: JobName): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * After the transaction that queued these mails commits: this instance's mail worker starts on them
   * now. The answer does not wait for SMTP; with the dev outbox it waits for the first try, so a code is
   * in the outbox when the request that sent it is answered (the e2e tests read it at once).
   */
  async dispatched(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    this.nudge('mail');
    if (this.waitsForMail) for (const id of ids) await this.tried('mail', id);
  }

  /** Waits (bounded) until the job has been tried once. */
  private async tried(name: JobName, id: string): Promise<void> {
    const until = Date.now() + OUTBOX_WAIT_MS;
    while (Date.now() < until) {
      const job = await this.boss.getJobById(name, id);
      if (!job || (job.state !== 'created' && job.state !== 'active')) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Queue depth, retries, dead jobs and the oldest waiting job's age, per queue. */
  async counts(): Promise<QueueCounts[]> {
    const rows = await this.db.query<{
      name: string;
      queued: number;
      retrying: number;
      active: number;
      dead: number;
      oldest: number | null;
    }>(
      `SELECT q.name,
              count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
              count(j.id) FILTER (WHERE j.state = 'retry')::int AS retrying,
              count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
              count(j.id) FILTER (WHERE j.state = 'failed')::int AS dead,
              extract(epoch FROM now() - min(j.created_on) FILTER (WHERE j.state IN ('created', 'retry')))::float8
                AS oldest
         FROM ${this.schema}.queue q LEFT JOIN ${this.schema}.job j ON j.name = q.name
        GROUP BY q.name ORDER BY q.name`,
    );
    return rows.map((row) => ({
      name: row.name,
      queued: row.queued,
      retrying: row.retrying,
      active: row.active,
      dead: row.dead,
      oldestQueuedSeconds: Math.max(0, Math.round(row.oldest ?? 0)),
    }));
  }

  /** The jobs not done: waiting, retrying, running and dead, oldest first. */
  async unfinished(): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT id, name, state, retry_count, retry_limit, created_on, data, output
         FROM ${this.schema}.job WHERE state IN ('created', 'retry', 'active', 'failed')
        ORDER BY created_on, id`,
    );
  }

  /** Gives a dead job one more try; answers false when no dead job has this id. */
  async retry(id: string): Promise<boolean> {
    const [row] = await this.db.query<{ name: string }>(
      `SELECT name FROM ${this.schema}.job WHERE id = $1::uuid AND state = 'failed'`,
      [id],
    );
    if (!row) return false;
    await this.boss.retry(row.name, id);
    return true;
  }

  /** Stops the workers, letting the jobs they hold finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, Math.max(0, until - Date.now()));
    });
    await Promise.race([Promise.allSettled([...this.running]), late]);
    clearTimeout(timer);
    // pg-boss sends a job's complete or fail a turn after its handler settles.
    await new Promise((resolve) => setImmediate(resolve));
    await this.connection.drain();
  }
}
