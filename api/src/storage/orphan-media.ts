import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { referencedMedia } from '../repositories/media-references';
import { MEDIA_FOLDERS, type MediaStorage } from './media-storage';

/**
 * Far longer than an upload takes between its last write and committing the row that names it
 * (statements time out after 15 s). The sweep waits this plus REQUEST_TIMEOUT_MS, within which a
 * request has sent its whole body: a file younger than that may still be in flight.
 */
export const ORPHAN_MEDIA_AGE_MS = 60 * 60_000;

const BATCH = 500;

/**
 * Removes the files of every media folder that no row names and that were last written more than
 * ORPHAN_MEDIA_AGE_MS + REQUEST_TIMEOUT_MS before `now`: what a process stopped mid-upload or between saving a
 * file and committing it leaves, and a removal that failed. Replaced files are deleted as they go
 * (decisions 0161, 0192); this is the safety net (docs/decisions/0110). `now` is the file system's
 * clock, not the app's: file times are written by it.
 */
export async function sweepOrphanMedia(
  ctx: {
    db: Database;
    storage: Pick<MediaStorage, 'list' | 'remove'>;
    config: Pick<AppConfig, 'requestTimeoutMs'>;
  },
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_MEDIA_AGE_MS - ctx.config.requestTimeoutMs;
  let removed = 0;
  for (const folder of MEDIA_FOLDERS) {
    const old = (await ctx.storage.list(folder)).filter((file) => file.modifiedAt.getTime() < cutoff);
    for (let start = 0; start < old.length; start += BATCH) {
      const keys = old.slice(start, start + BATCH).map((file) => file.key);
      const referenced = await referencedMedia(ctx.db, keys);
      for (const key of keys) {
        if (referenced.has(key)) continue;
        await ctx.storage.remove(key);
        removed += 1;
      }
    }
  }
  return removed;
}
