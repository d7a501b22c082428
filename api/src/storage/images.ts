import sharp from 'sharp';
import { type ImageKind, detectImage } from './media-storage';

/** Profile photos are shown small; anything larger is scaled down on the way in. */
const MAX_SIDE = 1024;
/** Refuses decompression bombs: a few kilobytes that claim to be a gigapixel image. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an upload and stores a fresh encoding of its pixels, never the bytes that were sent: a file
 * that only starts like an image, or carries a script or metadata (location) after its pixels, ends
 * here. Answers null when the bytes are not a whole JPEG, PNG or WebP image.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ kind: ImageKind; bytes: Buffer } | null> {
  const kind = detectImage(bytes);
  if (kind === null) return null;
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const output =
      kind === 'jpg'
        ? image.jpeg({ quality: 85 })
        : kind === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 });
    return { kind, bytes: await output.toBuffer() };
  } catch {
    return null;
  }
}
