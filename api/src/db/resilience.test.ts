import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { createPasswordHasher } from '../auth/password-hashing';
import { loadConfig } from '../config';
import { seedDemoContent } from '../seed/seed';
import { DEMO, diskMedia } from '../test-helpers/test-app';
import { TcpProxy } from '../test-helpers/tcp-proxy';
import { type Database, openPostgres } from './database';
import { runMigrations } from './migrate';

const DATABASE_URL = process.env.DATABASE_URL;
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres(
  'the API behind a database connection that fails (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    const url = new URL(DATABASE_URL ?? 'postgres://localhost/none');
    const schema = `test_${randomUUID().replace(/-/g, '')}`;
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    const connectionErrors: Error[] = [];
    let db: Database;
    let app: FastifyInstance;
    let mediaDir: string;

    beforeAll(async () => {
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const port = await proxy.listen();
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(port);
      db = await openPostgres(viaProxy.toString(), {
        schema,
        max: 4,
        connectTimeoutMs: 500,
        statementTimeoutMs: 500,
        onConnectionError: (error) => connectionErrors.push(error),
      });
      await runMigrations(db);
      mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        MEDIA_DIR: mediaDir,
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
        HEALTH_TIMEOUT_MS: '300',
        LOG_LEVEL: 'silent',
      });
      await seedDemoContent(db, { media: diskMedia(mediaDir), hasher: createPasswordHasher(config.argon2) });
      app = await buildApp({ config, db });
      await app.ready();
    });

    afterAll(async () => {
      await app.close();
      await db.close();
      await proxy.close();
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      await fs.rm(mediaDir, { recursive: true, force: true });
    });

    const signIn = () => app.inject({ method: 'POST', url: '/student/auth/token/', payload: DEMO });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    it('keeps answering after every database connection is cut, once the database is back', async () => {
      expect((await signIn()).statusCode).toBe(200);
      expect(proxy.openConnections).toBeGreaterThan(0);
      proxy.cutAll();
      // The idle connections notice the cut and are reported, not thrown at the process.
      await waitFor(() => connectionErrors.length > 0);
      expect(connectionErrors.length).toBeGreaterThan(0);
      expect((await signIn()).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });

    it('answers /health with 503 within its timeout when the database accepts but never answers, and recovers', async () => {
      // Connections already open go silent too: a query sent on one would wait for its own timeout (1.5 s).
      proxy.mode = 'black-hole';
      const started = performance.now();
      const health = await app.inject({ method: 'GET', url: '/health' });
      const elapsed = performance.now() - started;
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      expect(elapsed).toBeLessThan(1000);
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', parts: { database: 'failed' } });

      // A request that needs the database gives up with 503 instead of hanging.
      const stuck = await signIn();
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' });

      proxy.mode = 'forward';
      proxy.cutAll();
      let recovered = 0;
      for (let i = 0; i < 20 && recovered !== 200; i += 1) {
        recovered = (await app.inject({ method: 'GET', url: '/health' })).statusCode;
      }
      expect(recovered).toBe(200);
      expect((await signIn()).statusCode).toBe(200);
    });

    describe('a server that answers a new connection with an error', () => {
      const refusedBy = async (code: string, message: string) => {
        proxy.refuseStartupWith = { code, message };
        // The pool's open connections go, so the next request needs a new one.
        proxy.cutAll();
        await waitFor(() => proxy.openConnections === 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
        try {
          return await signIn();
        } finally {
          proxy.refuseStartupWith = null;
        }
      };

      it.each([
        ['57P03', 'the database system is starting up'],
        ['57P01', 'terminating connection due to administrator command'],
        ['57P02', 'terminating connection because of crash of another server process'],
        ['57P04', 'terminating connection because the database was dropped'],
        ['57P05', 'terminating connection due to idle-session timeout'],
        ['53300', 'sorry, too many clients already'],
        ['53000', 'insufficient resources'],
        ['53200', 'out of memory'],
        ['08006', 'connection failure'],
        ['08004', 'the server rejected the connection'],
        ['57014', 'canceling statement due to statement timeout'],
        ['25006', 'cannot execute INSERT in a read-only transaction'],
      ])('answers SQLSTATE %s (%s) with 503 in DRF shape and a Retry-After', async (code, message) => {
        const refused = await refusedBy(code, message);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' });
      });

      it('still answers 500 for a refusal that no wait cures (a wrong password)', async () => {
        const refused = await refusedBy('28P01', 'password authentication failed for user "academy"');
        expect(refused.statusCode).toBe(500);
        expect(refused.headers['retry-after']).toBeUndefined();
      });

      afterAll(async () => {
        proxy.cutAll();
        let answered = 0;
        for (let i = 0; i < 20 && answered !== 200; i += 1) answered = (await signIn()).statusCode;
      });
    });
  },
);
