import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { Client, DatabaseError, Pool, type PoolClient, types } from 'pg';
import { acquireDirectoryLock } from './directory-lock';

/**
 * PGlite's pg_trgm, for the questions search's trigram indexes (migration 0110, decision 0188). Its
 * types are declared for the ES module only, so TypeScript would not let this CommonJS file import
 * it; the package's CommonJS build is what `require` loads.
 */
const { pg_trgm: pgTrgm } = createRequire(__filename)('@electric-sql/pglite/contrib/pg_trgm') as {
  pg_trgm: Extension;
};

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

/** How a PostgreSQL LISTEN connection proves it is alive (PGlite listens in-process and needs neither). */
export interface ListenOptions {
  /** A query is sent on the listening connection this often (default 5 s)... */
  heartbeatIntervalMs?: number;
  /** ...and the connection is taken for lost, and reopened, when its answer takes longer (default 2 s). */
  heartbeatTimeoutMs?: number;
}

/** A PostgreSQL pool's connections at one moment (PGlite has one in-process connection and no pool). */
export interface PoolUse {
  /** Open connections, idle or checked out. */
  total: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
  max: number;
}

/** The one data layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool's use now, for the metrics (docs/decisions/0165). */
  poolUse?(): PoolUse;
  /** The PostgreSQL schema every connection works in, when one was chosen (tests, the benchmark). */
  readonly schema?: string;
  /**
   * Sends SQL unprepared: without parameters it may hold several statements (a library's own
   * migrations, as the job queue's in jobs/queue.ts); answers the rows of the last one.
   */
  script<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a lock that every process on this database (and schema) shares, so that
   * work like migrating and seeding happens once even when several API processes start together.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (PGlite: in-process, delivered before the writing statement returns;
   * PostgreSQL: a dedicated connection outside the pool). Answers the function that stops listening.
   */
  listen(
    channel: string,
    handlers: NotificationHandlers,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** The database could not be reached or did not answer in time (as opposed to refusing a statement). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(readonly reason: unknown) {
    super(`database unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/**
 * SQLSTATEs by which the server says it cannot serve now rather than that it refuses this statement:
 * class 08 (connection exceptions), class 53 (out of connections, memory, disk), the 57P states of a
 * server starting, stopping, crashed or dropping the session, a statement cancelled by its timeout
 * (57014, the server's side of DATABASE_STATEMENT_TIMEOUT_MS), and a write sent to a server that a
 * failover left read-only (25006).
 */
function meansUnavailable(code: string | undefined): boolean {
  if (code === undefined) return false;
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57P') ||
    code === '57014' ||
    code === '25006'
  );
}

/** A statement the server refused keeps its own error; anything else (connection, timeout) is "unavailable". */
function classify(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return error instanceof DatabaseError && !meansUnavailable(error.code)
    ? error
    : new DatabaseUnavailableError(error);
}

// int8 (count(*)) as a JS number, as PGlite does: ids and counts here stay far below 2^53.
types.setTypeParser(20, (value) => Number(value));

export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  // Two processes on one folder would each believe they own it and lose each other's writes.
  const lock = inMemory ? null : acquireDirectoryLock(dataDir);
  try {
    if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
    const pg = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm: pgTrgm } });
    return {
      kind: 'pglite',
      async query<Row extends object>(text: string, params: unknown[] = []) {
        const result = await pg.query<Row>(text, params);
        return result.rows;
      },
      async script<Row extends object>(text: string, params: unknown[] = []) {
        if (params.length > 0) return (await pg.query<Row>(text, params)).rows;
        const results = await pg.exec(text);
        return (results.at(-1)?.rows ?? []) as Row[];
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
      // One process owns the folder (the directory lock), and it runs one statement at a time.
      exclusive: (_name, work) => work(),
      async listen(channel, handlers) {
        const unlisten = await pg.listen(checkedChannel(channel), handlers.notification);
        handlers.connected();
        return () => unlisten();
      },
      async close() {
        try {
          await pg.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export interface PostgresOptions {
  /** Schema every connection works in (tests and the benchmark use one of their own). */
  schema?: string;
  max?: number;
  /** How long to wait for a new connection (default 5 s). */
  connectTimeoutMs?: number;
  /** How long one statement may run, on the server and as seen from here (default 15 s). */
  statementTimeoutMs?: number;
  /** Told about connections that fail while idle; the pool replaces them. */
  onConnectionError?: (error: Error) => void;
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

/** 64-bit advisory lock key for a name (PostgreSQL's own hashtext gives only 32 bits). */
function lockKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  const max = options.max ?? 10;
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // The server stops a slow statement; the client gives up a little later on a server that never answers.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection cut by a restart, failover or reaper must not take the process down:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', onConnectionError);

  /** A checked-out connection reports its failures to the work using it, never as an uncaught event. */
  async function checkOut(): Promise<PoolClient> {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw classify(error);
    }
    client.on('error', onConnectionError);
    return client;
  }

  function giveBack(client: PoolClient, broken: unknown) {
    client.removeListener('error', onConnectionError);
    client.release(broken instanceof Error ? broken : undefined);
  }

  // Fails fast at start with the server's own message when the URL is wrong.
  giveBack(await pool.connect(), undefined);
  return {
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    ...(options.schema ? { schema: options.schema } : {}),
    async query<Row extends object>(text: string, params: unknown[] = []) {
      try {
        const result = await pool.query<Row>(prepared(text, params));
        return result.rows;
      } catch (error) {
        throw classify(error);
      }
    },
    async script<Row extends object>(text: string, params: unknown[] = []) {
      try {
        const result = (await pool.query<Row>(text, params)) as unknown as
          { rows: Row[] } | { rows: Row[] }[];
        return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
      } catch (error) {
        throw classify(error);
      }
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const connection = await checkOut();
      let broken: unknown;
      const send = async <Row extends object>(text: string, params: unknown[] = []) => {
        try {
          return (await connection.query<Row>(text, params)).rows;
        } catch (error) {
          throw classify(error);
        }
      };
      try {
        await send('BEGIN');
        const result = await work({ query: send });
        await send('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than handed to the next request.
        await connection.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        // The work's own errors (a refused statement, a lockout) pass through unchanged.
        throw error;
      } finally {
        giveBack(connection, broken);
      }
    },
    async exclusive<T>(name: string, work: () => Promise<T>) {
      const connection = await checkOut();
      try {
        // Waiting for another process's migrations is not a slow statement.
        await connection.query('SET statement_timeout = 0');
        await connection.query('SELECT pg_advisory_lock($1::bigint)', [
          lockKey(`${name}:${options.schema ?? 'public'}`),
        ]);
        return await work();
      } finally {
        // Ending the session releases the lock whatever happened, and its settings with it.
        giveBack(connection, new Error('exclusive section over'));
      }
    },
    listen: (channel, handlers, listenOptions = {}) =>
      listenOnPostgres(
        connectionString,
        options.schema,
        options.connectTimeoutMs,
        checkedChannel(channel),
        handlers,
        listenOptions,
      ),
    async close() {
      await pool.end();
    },
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** TCP keepalive probes start after this much silence (the system default is often two hours). */
const KEEPALIVE_IDLE_MS = 10_000;

/**
 * One connection kept in LISTEN, reopened after a loss (the first connect must succeed). A firewall or
 * NAT that forgets an idle connection drops it without a FIN or RST: nothing arrives, and nothing says
 * so. A heartbeat query on the connection itself notices within interval + timeout.
 */
async function listenOnPostgres(
  connectionString: string,
  schema: string | undefined,
  connectTimeoutMs: number | undefined,
  channel: string,
  handlers: NotificationHandlers,
  listenOptions: ListenOptions,
): Promise<() => Promise<void>> {
  const heartbeatIntervalMs = listenOptions.heartbeatIntervalMs ?? 5000;
  const heartbeatTimeoutMs = listenOptions.heartbeatTimeoutMs ?? 2000;
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  const open = async () => {
    const client = new Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs ?? 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    let lost = false;
    let heartbeat: NodeJS.Timeout | null = null;
    /** A statement on this connection, given up (and the connection with it) when not answered in time. */
    const ask = async (text: string) => {
      let timer: NodeJS.Timeout | null = null;
      const late = new Promise<never>((_resolve, reject) => {
        // The verdict waits for one turn of I/O: after a busy spell of the event loop the answer may be
        // read already, and a late timer alone must not cost every cache.
        timer = setTimeout(
          () =>
            setImmediate(() =>
              reject(new Error(`the listening connection did not answer within ${heartbeatTimeoutMs} ms`)),
            ),
          heartbeatTimeoutMs,
        );
      });
      try {
        await Promise.race([client.query(text), late]);
      } finally {
        if (timer) clearTimeout(timer);
      }
    };
    const onLost = (error: Error | null) => {
      if (lost) return;
      lost = true;
      if (heartbeat) clearInterval(heartbeat);
      client.removeAllListeners('notification');
      // With a statement unanswered, pg destroys the socket rather than waiting for a goodbye.
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
      await ask(`LISTEN ${channel}`);
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
    let beating = false;
    heartbeat = setInterval(() => {
      if (stopped && heartbeat) clearInterval(heartbeat);
      if (beating || lost || stopped) return;
      beating = true;
      ask('SELECT 1').then(
        () => {
          beating = false;
        },
        (error: unknown) => onLost(error instanceof Error ? error : new Error(String(error))),
      );
    }, heartbeatIntervalMs);
    heartbeat.unref();
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
export async function openDatabase(
  config: {
    databaseUrl: string | null;
    pgliteDir: string;
    databaseConnectTimeoutMs?: number;
    databaseStatementTimeoutMs?: number;
  },
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        ...(config.databaseConnectTimeoutMs ? { connectTimeoutMs: config.databaseConnectTimeoutMs } : {}),
        ...(config.databaseStatementTimeoutMs
          ? { statementTimeoutMs: config.databaseStatementTimeoutMs }
          : {}),
        ...(onConnectionError ? { onConnectionError } : {}),
      })
    : openPglite(config.pgliteDir);
}
