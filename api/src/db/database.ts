import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool, types } from 'pg';

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** What a LISTEN connection reports. */
export interface NotificationHandlers {
  notification(payload: string): void;
  /** Listening (again): notifications sent while it was down are lost, so anything may have changed. */
  connected(): void;
  /** The listening connection is gone; it is reopened with a growing delay. */
  disconnected(error: Error | null): void;
}

/** The one data layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (PGlite: in-process, delivered before the writing statement returns;
   * PostgreSQL: a dedicated connection outside the pool). Answers the function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
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
    async listen(channel, handlers) {
      const unlisten = await pg.listen(checkedChannel(channel), handlers.notification);
      handlers.connected();
      return () => unlisten();
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
    listen: (channel, handlers) =>
      listenOnPostgres(connectionString, options.schema, checkedChannel(channel), handlers),
    async close() {
      await pool.end();
    },
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

/** One connection kept in LISTEN, reopened after a loss (the first connect must succeed). */
async function listenOnPostgres(
  connectionString: string,
  schema: string | undefined,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  const open = async () => {
    const client = new Client({
      connectionString,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    let lost = false;
    const onLost = (error: Error | null) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (current === client) {
        current = null;
        handlers.disconnected(error);
      }
      if (!stopped && retry === null) {
        retry = setTimeout(reopen, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload ?? '');
    });
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost(null));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    delay = RECONNECT_MIN_MS;
    handlers.connected();
  };
  const reopen = () => {
    retry = null;
    open().catch(() => undefined);
  };

  try {
    await open();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite (a folder on disk, or memory://). */
export async function openDatabase(config: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
