import type { Database } from '../db/database';
import { referencedPhotos } from '../repositories/profiles';
import type { MediaStorage } from './media-storage';

/** Longer than any upload takes between writing its file and committing the row that points at it. */
export const ORPHAN_PHOTO_AGE_MS = 60 * 60_000;

const BATCH = 500;

/**
 * Removes photo files that no account points at and that were written more than an hour ago: what a
 * process stopped between saving an upload and committing it leaves, or a removal that failed.
 * Replaced and removed photos are deleted as they go (routes/student); this is the safety net.
 */
export async function sweepOrphanPhotos(
  ctx: { db: Database; storage: Pick<MediaStorage, 'list' | 'remove'> },
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_PHOTO_AGE_MS;
  const old = (await ctx.storage.list('photos')).filter((file) => file.modifiedAt.getTime() < cutoff);
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const keys = old.slice(start, start + BATCH).map((file) => file.key);
    const referenced = await referencedPhotos(ctx.db, keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await ctx.storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}
