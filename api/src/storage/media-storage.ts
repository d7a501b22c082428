import { randomUUID } from 'node:crypto';
import { type Dirent, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many first bytes a file's type is told from. */
export const HEAD_BYTES = 16;

/** Thrown by saveStream when the file's first bytes name no accepted type; nothing is kept. */
export class WrongFileType extends Error {
  override name = 'WrongFileType';
}

/**
 * The media store did not answer (a bucket unreachable or refusing the API's keys): the request is
 * answered 503, as when the database is down (src/plugins/errors.ts).
 */
export class MediaStorageUnavailable extends Error {
  override name = 'MediaStorageUnavailable';
  constructor(readonly reason: unknown) {
    super(`media storage unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** The URL the API serves a key at (/media/*); an absolute URL stored as a key is kept as it is. */
export function mediaUrl(publicUrl: string, key: string): string {
  if (/^https?:\/\//.test(key)) return key;
  return `${publicUrl}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The folders under MEDIA_DIR: uploads (photos, lecture videos and materials) and what the seed writes
 * (the course's introductory video, people's portraits and pages, book covers). The sweep covers them
 * all; a folder missing here is never swept, so a new one is added here and its column in
 * repositories/media-references.ts (plugins/sweeper.test.ts checks that the seed writes no other).
 */
export const MEDIA_FOLDERS = ['photos', 'lectures', 'materials', 'course', 'people', 'books'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * Where uploaded and seeded files live; keys are relative paths like "photos/ab12.jpg". On disk
 * (MEDIA_DIR, the default) or in a bucket (MEDIA_BUCKET, s3-media-storage.ts; docs/decisions/0127).
 */
export interface MediaStorage {
  save(folder: MediaFolder, extension: string, bytes: Buffer): Promise<string>;
  /** Writes a file under a key of the caller's choosing (the seed's fixed names), replacing any. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Resolves when the store answers; MediaStorageUnavailable when it does not (for a readiness check). */
  check(): Promise<void>;
  /** Lets go of connections (the bucket's); the app calls it on close. */
  close(): Promise<void>;
  remove(key: string): Promise<void>;
  /** The files directly in a folder, with when each was last written (none when the folder is absent). */
  list(folder: MediaFolder): Promise<{ key: string; modifiedAt: Date }[]>;
  /** Absolute URL a browser can load the file from. */
  url(key: string): string;
  /**
   * Runs `use` with a path on this machine holding the file's bytes, for a program that reads files
   * (ffprobe, media/probe-video.ts): the file itself on disk, a temporary copy from a bucket, removed
   * when `use` settles. Null when there is no such file.
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null>;
  /**
   * Streams a file into a folder without holding it in memory. `extensionOf` sees its first
   * HEAD_BYTES bytes (fewer for a shorter file) and names the stored extension, or refuses the file
   * with null: then the stream is stopped and WrongFileType thrown. Whatever fails (the source's own
   * error too, such as a size limit), nothing is left behind. Answers the key and the size.
   */
  saveStream(
    folder: MediaFolder,
    source: Readable,
    extensionOf: (head: Buffer) => string | null,
  ): Promise<{ key: string; bytes: number }>;
}

export class DiskMediaStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async save(folder: MediaFolder, extension: string, bytes: Buffer): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    return key;
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
  }

  async close(): Promise<void> {}

  async check(): Promise<void> {
    try {
      await fs.access(this.root, fs.constants.W_OK);
    } catch (error) {
      throw new MediaStorageUnavailable(error);
    }
  }

  async saveStream(
    folder: MediaFolder,
    source: Readable,
    extensionOf: (head: Buffer) => string | null,
  ): Promise<{ key: string; bytes: number }> {
    const name = randomUUID();
    // A dot file while it is written: the media route never serves one (dotfiles: 'deny').
    const partial = this.resolve(`${folder}/.${name}.part`);
    await fs.mkdir(path.dirname(partial), { recursive: true });
    let head = Buffer.alloc(0);
    // Set once the first bytes are seen; an object, as the stream's callbacks write it.
    const found: { extension: string | null } = { extension: null };
    let bytes = 0;
    const decide = () => {
      found.extension = extensionOf(head);
      if (found.extension === null) throw new WrongFileType('file type not accepted');
    };
    const sniff = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        try {
          if (found.extension === null && head.length < HEAD_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            if (head.length >= HEAD_BYTES) decide();
          }
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
      flush(done) {
        try {
          if (found.extension === null) decide();
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    });
    try {
      await pipeline(source, sniff, createWriteStream(partial));
      if (found.extension === null) throw new WrongFileType('file type not accepted');
      const key = `${folder}/${name}.${found.extension}`;
      await fs.rename(partial, this.resolve(key));
      return { key, bytes };
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async list(folder: MediaFolder): Promise<{ key: string; modifiedAt: Date }[]> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(this.resolve(folder), { withFileTypes: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return [];
      throw error;
    }
    const files: { key: string; modifiedAt: Date }[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = `${folder}/${entry.name}`;
      try {
        files.push({ key, modifiedAt: (await fs.stat(this.resolve(key))).mtime });
      } catch {
        // Removed meanwhile.
      }
    }
    return files;
  }

  url(key: string): string {
    return mediaUrl(this.publicUrl, key);
  }

  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null> {
    const file = this.resolve(key);
    try {
      await fs.access(file, fs.constants.R_OK);
    } catch {
      return null;
    }
    return use(file);
  }

  private resolve(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`media key outside the media folder: ${key}`);
    return target;
  }
}

export type ImageKind = 'jpg' | 'png' | 'webp';

/** The image type told by the file's first bytes, never by its name or declared type. */
export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export type VideoKind = 'mp4' | 'webm';

/** A video's type told by its first bytes: MP4 (an ISO box `ftyp` at offset 4) or WebM (EBML). */
export function detectVideo(head: Buffer): VideoKind | null {
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  return null;
}

/** A material's type told by its first bytes: PDF, or a ZIP container (also .docx, .pptx, .xlsx). */
export function detectMaterial(head: Buffer): 'pdf' | 'zip' | null {
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  return null;
}
