import { ConfigError, loadCommandConfig } from './config';
import { copyDiskToBucket } from './storage/copy-to-bucket';
import { createMediaStorage } from './storage/create-media-storage';
import { DiskMediaStorage } from './storage/media-storage';
import { S3MediaStorage } from './storage/s3-media-storage';
import { runCommand } from './command';

/**
 * `npm run media:to-bucket -w @academy/api`: copies MEDIA_DIR's media to MEDIA_BUCKET (with the
 * same MEDIA_S3_* settings the API will run with), then prints what it copied and skipped. Run it
 * again after a stop: objects already there at the same size are skipped (docs/decisions/0127).
 */
async function main() {
  const config = loadCommandConfig();
  if (config.mediaBucket === null)
    throw new ConfigError('MEDIA_BUCKET must name the bucket to copy MEDIA_DIR to');
  const bucket = createMediaStorage(config);
  if (!(bucket instanceof S3MediaStorage)) throw new ConfigError('MEDIA_BUCKET names no bucket');
  try {
    await bucket.check();
    const disk = new DiskMediaStorage(config.mediaDir, config.publicUrl);
    const { copied, skipped } = await copyDiskToBucket(disk, bucket, (key, outcome) =>
      process.stdout.write(`${outcome} ${key}\n`),
    );
    process.stdout.write(
      `${copied} copied, ${skipped} already in ${config.mediaBucket.bucket}, from ${config.mediaDir}\n`,
    );
  } finally {
    await bucket.close();
  }
}

runCommand(main, 'Copy failed', { configErrorExit: 78 });
