import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every numbered `NNNN-name.sql` file not yet recorded, each in its own transaction, in order. */
export async function runMigrations(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await fs.readdir(dir)).filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file)).sort();
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
    } catch (error) {
      throw new MigrationError(
        `Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    done.push(file);
  }
  return done;
}

/** Migrations hold plain DDL, so splitting on `;` at line ends is enough and keeps one statement per query (PGlite's extended protocol needs that). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
