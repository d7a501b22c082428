import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and seeded files live; keys are relative paths like "photos/ab12.jpg". */
export interface MediaStorage {
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** The files directly in a folder, with when each was last written (none when the folder is absent). */
  list(folder: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /** Absolute URL a browser can load the file from. */
  url(key: string): string;
}

export class DiskMediaStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async save(folder: string, extension: string, bytes: Buffer): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    return key;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: Date }[]> {
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
    if (/^https?:\/\//.test(key)) return key;
    return `${this.publicUrl}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
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
