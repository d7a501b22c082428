/**
 * `work`'s answer, or the error `late` makes once `ms` have passed without one; the timer is cleared
 * either way. Used where a caller must answer in time whatever a part does: the database ping of
 * /health, each check of /ready, the job queue's figures in a metrics scrape.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
