import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { ProbeVideoJob } from '../jobs/queue';
import { setProbedDuration } from '../repositories/lectures';
import type { MediaStorage } from '../storage/media-storage';
import { UnreadableVideo, videoSeconds } from './probe-video';

export interface VideoJobDeps {
  db: Queryable;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/**
 * One probe of a lecture's new video, queued with its upload (routes/teaching/lectures.ts): ffprobe
 * reads the file's real length, which becomes the lecture's duration while the lecture still names
 * that file. A file since replaced and removed is no longer probed; one that ffprobe cannot read
 * keeps the lecture's duration and is not tried again. Anything else (ffprobe missing, the bucket
 * down) is thrown, for the queue to try again.
 */
export async function probeLectureVideo(deps: VideoJobDeps, job: ProbeVideoJob): Promise<void> {
  let seconds: number | null;
  try {
    seconds = await deps.storage.withLocalFile(job.key, videoSeconds);
  } catch (error) {
    if (!(error instanceof UnreadableVideo)) throw error;
    deps.log.warn(
      { lecture: job.lectureId, key: job.key, reason: error.message },
      'the lecture video could not be read; its duration stays as it was',
    );
    return;
  }
  if (seconds === null) return;
  await setProbedDuration(deps.db, job.lectureId, job.key, seconds);
}
