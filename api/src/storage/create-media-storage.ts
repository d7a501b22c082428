import type { AppConfig } from '../config';
import { DiskMediaStorage, type MediaStorage } from './media-storage';
import { S3MediaStorage, createS3Client } from './s3-media-storage';

/** The store the settings choose: MEDIA_BUCKET's bucket when set, else MEDIA_DIR (docs/decisions/0127). */
export function createMediaStorage(
  config: Pick<AppConfig, 'mediaDir' | 'mediaBucket' | 'publicUrl'>,
): MediaStorage {
  if (config.mediaBucket === null) return new DiskMediaStorage(config.mediaDir, config.publicUrl);
  return new S3MediaStorage(createS3Client(config.mediaBucket), config.mediaBucket.bucket, config.publicUrl);
}
