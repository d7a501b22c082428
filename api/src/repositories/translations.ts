import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** SQL of the translation cache (migration 0040): one row per target language and source text. */

export interface StoredTranslation {
  source: string;
  translated: string;
}

export const sourceHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The cached translations into `target` of those of `texts` that have one, by source text. */
export async function findTranslations(
  db: Queryable,
  target: string,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (texts.length === 0) return found;
  const rows = await db.query<{ source_text: string; translated_text: string }>(
    `SELECT source_text, translated_text FROM translations
      WHERE target = $1 AND source_hash = ANY($2::text[])`,
    [target, texts.map(sourceHash)],
  );
  // The hash picks the row; comparing the text too keeps a (theoretical) collision from answering another text.
  const wanted = new Set(texts);
  for (const row of rows) if (wanted.has(row.source_text)) found.set(row.source_text, row.translated_text);
  return found;
}

/** Keeps a provider's answer; a second process that translated the same text first wins, which is harmless. */
export async function saveTranslation(
  db: Queryable,
  target: string,
  entry: StoredTranslation,
  provider: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO translations (target, source_hash, source_text, translated_text, provider, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (target, source_hash) DO NOTHING`,
    [target, sourceHash(entry.source), entry.source, entry.translated, provider, now],
  );
}

/** Deletes translations made before `before` and those of texts no longer in `served`; answers how many. */
export async function sweepTranslations(
  db: Queryable,
  before: Date,
  served: Iterable<string>,
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM translations WHERE created_at < $1 OR NOT (source_hash = ANY($2::text[]))
     RETURNING source_hash`,
    [before, [...served].map(sourceHash)],
  );
  return rows.length;
}
