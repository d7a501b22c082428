import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProbeVideoJob } from '../jobs/queue';
import { probeLectureVideo } from '../media/lecture-video-jobs';

/**
 * Works the probe jobs that a lecture video's upload queues: whichever instance fetches one reads the
 * video's real duration with ffprobe and sets it on the lecture (media/lecture-video-jobs.ts).
 */
async function videoProberPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  await ctx.jobs.work<ProbeVideoJob>('probe-video', async (job) => {
    try {
      await probeLectureVideo({ db: ctx.db, storage: ctx.storage, log: app.log }, job.data);
    } catch (error) {
      app.log.warn(
        { err: error, lecture: job.data.lectureId, job: job.id, try: job.retryCount + 1 },
        job.retryCount >= job.retryLimit
          ? 'the lecture video was not probed, for good (npm run jobs -w @academy/api lists it)'
          : 'the lecture video was not probed; it will be tried again',
      );
      throw error;
    }
  });
}

export default fp(videoProberPlugin, { name: 'academy-video-prober', dependencies: ['academy-context'] });
