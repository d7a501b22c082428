import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type DiskMediaStorage, MEDIA_FOLDERS } from './media-storage';
import type { S3MediaStorage } from './s3-media-storage';

/**
 * Copies every file of MEDIA_DIR's media folders to the bucket under the same key
 * (`npm run media:to-bucket -w @academy/api`, docs/decisions/0127). An object of the same size is
 * taken as copied already, so a run that stopped is simply run again; dot files (uploads in progress)
 * stay behind. Nothing on the disk is changed.
 */
export async function copyDiskToBucket(
  disk: Pick<DiskMediaStorage, 'list' | 'root'>,
  bucket: Pick<S3MediaStorage, 'size' | 'upload'>,
  progress: (key: string, outcome: 'copied' | 'skipped') => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for (const folder of MEDIA_FOLDERS) {
    for (const { key } of await disk.list(folder)) {
      if (path.basename(key).startsWith('.')) continue;
      const file = path.join(disk.root, key);
      const { size } = await fs.stat(file);
      if ((await bucket.size(key)) === size) {
        skipped += 1;
        progress(key, 'skipped');
        continue;
      }
      await bucket.upload(key, createReadStream(file));
      copied += 1;
      progress(key, 'copied');
    }
  }
  return { copied, skipped };
}
