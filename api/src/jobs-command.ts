import { printable } from './client-errors-command';
import type { JobQueue, JobRow, QueueCounts } from './jobs/queue';
import { runCommand, withDatabaseAndQueue } from './command';

/**
 * `npm run jobs -w @academy/api -- [--json]`: the background jobs (docs/decisions/0154) per queue, then
 * every job not done, oldest first: queued, retrying (failed, to be tried again), running, and dead
 * (failed for good). `-- retry <id>` gives a dead job one more try, which a running API instance takes.
 * On the embedded database the API must be stopped first (it owns the folder); the job then runs when
 * it starts again.
 */
const USAGE = 'Usage: npm run jobs -w @academy/api -- [--json] | retry <job id>';
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATES: Record<JobRow['state'], string> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  failed: 'dead',
  completed: 'done',
  cancelled: 'cancelled',
};

/** What a job is about, without its body (a mail's body holds a sign-in code). */
function describe(job: JobRow): string {
  const data = job.data as { message?: { to?: unknown; subject?: unknown } } | null;
  if (job.name === 'mail' && data?.message)
    return `to ${printable(String(data.message.to))}: ${printable(String(data.message.subject))}`;
  return '';
}

function lastError(job: JobRow): string {
  const output = job.output as { message?: unknown } | null;
  return typeof output?.message === 'string' ? printable(output.message) : '';
}

export async function runJobsCommand(
  queue: Pick<JobQueue, 'counts' | 'unfinished' | 'retry'>,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  if (args[0] === 'retry') {
    const id = args[1] ?? '';
    if (args.length !== 2 || !JOB_ID.test(id)) {
      out(USAGE);
      return 2;
    }
    if (!(await queue.retry(id))) {
      out(`No dead job ${id}: only a job that failed for good can be retried.`);
      return 1;
    }
    out(`Job ${id} is queued again; a running API instance tries it next.`);
    return 0;
  }
  if (args.length > 1 || (args.length === 1 && args[0] !== '--json')) {
    out(USAGE);
    return 2;
  }
  const counts: QueueCounts[] = await queue.counts();
  const jobs = await queue.unfinished();
  if (args[0] === '--json') {
    out(
      JSON.stringify(
        {
          queues: counts,
          jobs: jobs.map((job) => ({
            id: job.id,
            queue: job.name,
            state: STATES[job.state],
            tries: job.retry_count + (job.state === 'created' ? 0 : 1),
            created_at: job.created_on,
            about: describe(job),
            error: lastError(job),
          })),
        },
        null,
        2,
      ),
    );
    return 0;
  }
  for (const queue of counts)
    out(
      `${queue.name}\tqueued ${queue.queued} (retrying ${queue.retrying})\trunning ${queue.active}` +
        `\tdead ${queue.dead}\toldest queued ${queue.oldestQueuedSeconds} s`,
    );
  if (jobs.length === 0) {
    out('No jobs waiting, running or dead.');
    return 0;
  }
  for (const job of jobs) {
    const tries = job.retry_count + (job.state === 'created' ? 0 : 1);
    out(
      `${job.id}\t${job.name}\t${STATES[job.state]}\ttries ${tries} of ${job.retry_limit + 1}` +
        `\t${job.created_on.toISOString()}\t${describe(job)}`,
    );
    const error = lastError(job);
    if (error) out(`  last error: ${error}`);
  }
  return 0;
}

const main = () => withDatabaseAndQueue(({ jobs }, out) => runJobsCommand(jobs, process.argv.slice(2), out));

if (require.main === module) runCommand(main, 'Jobs command failed');
