/**
 * Bulk test data: `npm run seed:large -w apps/server -- --quotations 1000000 [--chunk 100000]`.
 * Connects with DATABASE_URL (or the PGlite database in DATA_DIR), applies migrations and
 * reference data, then adds N quotations with companies (N / 2000), employees (N / 3), dealers
 * (N / 50000), orders (70 %), order logs, bikes and confirmed orders. Rows are generated inside
 * the database (INSERT ... SELECT FROM generate_series) in chunks, with explicit ids above the
 * current maximum so they reference each other arithmetically; the identity sequences are moved
 * past them at the end. One transaction: all or nothing. The secondary indexes of the bulk
 * tables are dropped for the load and rebuilt before the commit (several times faster than
 * maintaining the trigram indexes row by row); the tables are locked meanwhile, so run it on a
 * scratch database or with the server stopped. It adds to whatever data is there.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase, type Queryable } from '../client';
import { queryRows } from '../rows';
import {
  generateEmployees,
  generateOrders,
  generateOrganisations,
  generateQuotations,
  maxId,
  type LargePlan,
} from './large-generate';
import { seedReferenceData } from './reference';

const bulkTables = ['employees', 'quotations', 'orders', 'order_logs', 'bikes', 'confirmed_orders'];
/** The triggers keeping the list's copies on quotations; generateQuotations writes the copies itself. */
const copyTriggers = [
  ['quotations', 'quotation_list_copies'],
  ['employees', 'employee_name_to_quotations'],
  ['orders', 'order_status_to_quotation'],
];

async function setCopyTriggers(tx: Queryable, state: 'enable' | 'disable') {
  for (const [table, trigger] of copyTriggers) {
    await tx.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}`));
  }
}

const { values } = parseArgs({
  options: {
    quotations: { type: 'string', default: '100000' },
    chunk: { type: 'string', default: '100000' },
  },
});
const total = Number(values.quotations);
const chunk = Number(values.chunk);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(chunk) || chunk < 1) {
  throw new Error('--quotations and --chunk take a positive whole number');
}

const started = Date.now();
const log = (message: string) =>
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s] ${message}\n`);
const n = (value: number) => value.toLocaleString('en');

/** Runs `step(from, to)` over 1..count in chunks, logging progress. */
async function inChunks(label: string, count: number, step: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await step(from, to);
    log(`${label} ${n(to)}/${n(count)}`);
  }
}

/** Drops the secondary (non-constraint) indexes of the bulk tables; returns their definitions. */
async function dropSecondaryIndexes(tx: Queryable): Promise<{ indexname: string; indexdef: string }[]> {
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    tx,
    sql`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${sql.join(
        bulkTables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
  return indexes;
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
  });
  log(`connected to ${database.kind}; generating ${n(total)} quotations`);
  await seedReferenceData(database.db);

  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await dropSecondaryIndexes(tx);
    log(`dropped ${indexes.length} secondary indexes for the load`);
    await setCopyTriggers(tx, 'disable');

    const nCompanies = Math.max(10, Math.ceil(total / 2000));
    const nEmployees = Math.max(50, Math.ceil(total / 3));
    const nDealers = Math.max(3, Math.ceil(total / 50000));
    const orgs = await generateOrganisations(tx, { nCompanies, nDealers });
    log(`companies ${n(nCompanies)}, dealers ${nDealers}`);
    const plan: LargePlan = {
      ...orgs,
      eBase: await maxId(tx, 'employees'),
      qBase: await maxId(tx, 'quotations'),
      oBase: await maxId(tx, 'orders'),
      nCompanies,
      nEmployees,
    };
    await inChunks('employees', nEmployees, (from, to) => generateEmployees(tx, plan, from, to));
    await inChunks('quotations', total, (from, to) => generateQuotations(tx, plan, from, to));
    await inChunks('orders, logs, bikes, decisions for quotations', total, (from, to) =>
      generateOrders(tx, plan, from, to),
    );

    await setCopyTriggers(tx, 'enable');
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    log(`rebuilt ${indexes.length} indexes`);
    for (const table of ['companies', 'employees', 'quotations', 'orders']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
  });
  log('committed; analyze');
  await database.db.execute(sql`analyze`);
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`
      select (select count(*) from quotations)::int as quotations, (select count(*) from orders)::int as orders,
             (select count(*) from order_logs)::int as order_logs, (select count(*) from employees)::int as employees,
             (select count(*) from companies)::int as companies, (select count(*) from bikes)::int as bikes`,
  );
  log(`done: ${JSON.stringify(counts)}`);
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
