import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool, types } from 'pg';

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** The one data layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (count(*)) as a JS number, as PGlite does: ids and counts here stay far below 2^53.
types.setTypeParser(20, (value) => Number(value));

export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir);
  return {
    kind: 'pglite',
    async query<Row extends object>(text: string, params: unknown[] = []) {
      const result = await pg.query<Row>(text, params);
      return result.rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<Row extends object>(text: string, params: unknown[] = []) {
            const result = await tx.query<Row>(text, params);
            return result.rows;
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}

export interface PostgresOptions {
  /** Schema every connection works in (tests and the benchmark use one of their own). */
  schema?: string;
  max?: number;
}

const statementNames = new Map<string, string>();

/** Named statements are parsed and planned once per connection instead of on every call. */
function prepared(text: string, values: unknown[]) {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Fails fast at start with the server's own message when the URL is wrong.
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    async query<Row extends object>(text: string, params: unknown[] = []) {
      const result = await pool.query<Row>(prepared(text, params));
      return result.rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work({
          async query<Row extends object>(text: string, params: unknown[] = []) {
            const rows = await connection.query<Row>(text, params);
            return rows.rows;
          },
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite (a folder on disk, or memory://). */
export async function openDatabase(config: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
