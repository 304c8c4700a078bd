/**
 * `npm run bench:list-plans -w bench`: EXPLAIN (ANALYZE, BUFFERS) of every statement the quotation
 * list sends for one viewer and one request, as the list module builds them; the tool behind each
 * index and rewrite of issue 28. BENCH_LIST_DATABASE_URL: a loaded database (`npm run seed:large`);
 * BENCH_PLAN_ROLE: the viewer as createBenchSession options (JSON, default a super user);
 * BENCH_PLAN_OPTIONS: the list's page, filter and sort (JSON); BENCH_PLAN_EMPLOYER=1: the employer
 * portal's list instead of the back office's.
 */
import pg from 'pg';
import { listEmployerQuotations } from '@spokes/server/src/modules/employers/list-employer-quotations';
import { listQuotations } from '@spokes/server/src/modules/quotations/list-quotations';
import { createBenchSession, POSTGRES_URL, viewerOf, withDatabase, type Target } from './harness';
import { OwnSql } from './own-sql';

const url = process.env.BENCH_LIST_DATABASE_URL ?? POSTGRES_URL;
const target: Target = {
  label: 'PostgreSQL',
  kind: 'postgres',
  databaseUrl: url,
  dataDir: '/tmp',
  drop: async () => {},
};
const role = JSON.parse(process.env.BENCH_PLAN_ROLE ?? '{"super_user":true}') as Parameters<
  typeof createBenchSession
>[1];
const options = JSON.parse(process.env.BENCH_PLAN_OPTIONS ?? '{"page":1}') as Parameters<
  typeof listQuotations
>[2];
const viewer = await withDatabase(target, async (database) =>
  viewerOf(database, await createBenchSession(database, role)),
);

const ownSql = new OwnSql(url);
const waves = await ownSql.capture((db) =>
  process.env.BENCH_PLAN_EMPLOYER
    ? listEmployerQuotations(db, viewer, options as Parameters<typeof listEmployerQuotations>[2])
    : listQuotations(db, viewer, options),
);
await ownSql.close();
const client = new pg.Client(url);
await client.connect();
try {
  for (const statement of waves.flat()) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values as unknown[],
    );
    console.log(`\n${statement.text}\n${JSON.stringify(statement.values)}`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
} finally {
  await client.end();
}
