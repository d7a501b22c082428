import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseTarget, databaseTargets, openTestDatabase } from '../test-helpers/test-app';
import { MIGRATIONS_DIR, MigrationError, runMigrations, splitStatements } from './migrate';

describe.each(databaseTargets())('runMigrations on %s', (target: DatabaseTarget) => {
  it('applies each numbered file once, in order', async () => {
    const { db, drop } = await openTestDatabase(target);
    try {
      // Every area adds files in its own number range; all of them apply, in name order.
      const files = (await fs.readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
      expect(files[0]).toBe('0001-initial-schema.sql');
      expect(await runMigrations(db)).toEqual(files);
      expect(await runMigrations(db)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('stops with the failing file named and leaves that migration unapplied', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-migrations-'));
    await fs.writeFile(path.join(dir, '0001-good.sql'), 'CREATE TABLE good (id integer);');
    await fs.writeFile(
      path.join(dir, '0002-bad.sql'),
      'CREATE TABLE half (id integer);\nCREATE TABLE oops (id no_such_type);',
    );
    const { db, drop } = await openTestDatabase(target);
    try {
      await expect(runMigrations(db, dir)).rejects.toThrow(MigrationError);
      await expect(runMigrations(db, dir)).rejects.toThrow(/0002-bad\.sql/);
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(applied.map((row) => row.name)).toEqual(['0001-good.sql']);
      const half = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'half' AND table_schema = current_schema()",
      );
      expect(half).toHaveLength(0);
    } finally {
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });

  it('keeps function bodies, quoted semicolons and comment-like text inside quotes whole', () => {
    const body = "BEGIN\n  PERFORM pg_notify('c', 'a;b');\n  RETURN NULL;\nEND";
    expect(
      splitStatements(
        `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\n${body}\n$$;\n` +
          "INSERT INTO t VALUES ('it''s -- not a comment; really');\n-- closing note\n",
      ),
    ).toEqual([
      `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\n${body}\n$$`,
      "INSERT INTO t VALUES ('it''s -- not a comment; really')",
    ]);
  });
});
