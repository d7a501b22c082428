import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How long ffprobe may take over one file: it reads the container's header, not the whole video. */
const PROBE_TIMEOUT_MS = 60_000;

/** ffprobe read the file and found no video with a duration in it: trying again will not help. */
export class UnreadableVideo extends Error {
  override name = 'UnreadableVideo';
}

/**
 * The video's real length in seconds, as Debian's `ffprobe` (package ffmpeg, on the PATH) reads it
 * from the container. UnreadableVideo for a file that is not a video it can read; any other error
 * (ffprobe missing, a timeout) is thrown as it is, for the job to try again.
 */
export async function videoSeconds(file: string): Promise<number> {
  let output: string;
  try {
    ({ stdout: output } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'format=duration:stream=codec_type',
        '-of',
        'json',
        file,
      ],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 64 * 1024 },
    ));
  } catch (error) {
    // ffprobe ran and refused the file ("Invalid data found when processing input").
    if (typeof (error as { code?: unknown }).code === 'number')
      throw new UnreadableVideo(
        String((error as { stderr?: unknown }).stderr ?? '').trim() || 'ffprobe refused the file',
      );
    throw error;
  }
  const probed = JSON.parse(output) as { format?: { duration?: string }; streams?: unknown[] };
  const seconds = Number(probed.format?.duration);
  if ((probed.streams ?? []).length === 0) throw new UnreadableVideo('the file holds no video stream');
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UnreadableVideo('the file states no duration');
  return seconds;
}
