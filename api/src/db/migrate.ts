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

/**
 * One statement per query (PGlite's extended protocol needs that): splits on semicolons outside
 * quotes, dollar-quoted bodies (functions, triggers) and comments, and drops the comments.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  while (index < sql.length) {
    const char = sql[index];
    if (char === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end;
      continue;
    }
    if (char === "'") {
      const end = closingQuote(sql, index);
      current += sql.slice(index, end);
      index = end;
      continue;
    }
    const dollarTag = char === '$' ? /^\$[A-Za-z_]*\$/.exec(sql.slice(index))?.[0] : undefined;
    if (dollarTag) {
      const close = sql.indexOf(dollarTag, index + dollarTag.length);
      const end = close === -1 ? sql.length : close + dollarTag.length;
      current += sql.slice(index, end);
      index = end;
      continue;
    }
    if (char === ';') {
      statements.push(current);
      current = '';
    } else {
      current += char;
    }
    index += 1;
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

/** The index just past the single-quoted string starting at `start` ('' is an escaped quote). */
function closingQuote(sql: string, start: number): number {
  let index = start + 1;
  while (index < sql.length) {
    if (sql[index] === "'") {
      if (sql[index + 1] === "'") index += 2;
      else return index + 1;
    } else index += 1;
  }
  return sql.length;
}
