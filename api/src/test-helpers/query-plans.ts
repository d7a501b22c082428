import { type Database, openPostgres } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openTestDatabase } from './test-app';

/**
 * What the query-plan tests (repositories/*-plans.test.ts) share: a migrated PostgreSQL schema of
 * their own with a statement timeout long enough to load a large data set, and the nodes of the
 * plan PostgreSQL picks for a statement (`EXPLAIN (FORMAT JSON)`, not run). `SHOW_PLANS=1` prints each.
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** Present when the statement was run (`executedPlanOf`): rows per loop, and the loops. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The tests run only against PostgreSQL: plans at scale are its business, not PGlite's. */
export const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** A migrated schema for a plan test; `drop` removes it. */
export async function openPlanDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const test = await openTestDatabase('postgres');
  // Loading the data set takes longer than the API's statement timeout allows.
  const db = await openPostgres(process.env.DATABASE_URL ?? '', {
    ...(test.schema ? { schema: test.schema } : {}),
    max: 2,
    statementTimeoutMs: 600_000,
  });
  await runMigrations(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await test.drop();
    },
  };
}

/** Every node of the plan of `sql`, top first. */
export function planOf(db: Database, sql: { text: string; params: unknown[] }): Promise<PlanNode[]> {
  return explained(db, 'EXPLAIN (FORMAT JSON)', sql);
}

/** Every node of the plan of `sql` as it ran (`EXPLAIN ANALYZE`), with the rows each produced. */
export function executedPlanOf(db: Database, sql: { text: string; params: unknown[] }): Promise<PlanNode[]> {
  return explained(db, 'EXPLAIN (ANALYZE, FORMAT JSON)', sql);
}

async function explained(
  db: Database,
  explain: string,
  sql: { text: string; params: unknown[] },
): Promise<PlanNode[]> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] }>(
    `${explain} ${sql.text}`,
    sql.params,
  );
  const explained = row?.['QUERY PLAN'][0];
  const top = explained?.Plan;
  if (!top) throw new Error('no plan');
  if (process.env.SHOW_PLANS) {
    console.log(JSON.stringify(top, null, 1));
    if (explained['Execution Time'] !== undefined)
      console.log(`Execution Time: ${explained['Execution Time']} ms`);
  }
  return nodesOf(top);
}

/** The nodes that read `table`. */
export const scansOf = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Relation Name'] === table);

/** The sequential scans of `table`. */
export const seqScans = (nodes: PlanNode[], table: string) =>
  scansOf(nodes, table).filter((node) => node['Node Type'] === 'Seq Scan');

/** The indexes a plan reads (a bitmap index scan names its index, not its table). */
export const indexesOf = (nodes: PlanNode[]) =>
  nodes.flatMap((node) => (node['Index Name'] === undefined ? [] : [node['Index Name']]));

/** The rows the scans of `table` produced in a run plan (every loop), after their filters. */
export const rowsProduced = (nodes: PlanNode[], table: string) =>
  scansOf(nodes, table).reduce(
    (sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1),
    0,
  );
