/**
 * `npm run bench:dashboard -w bench`: the employers portal's dashboard on PostgreSQL. Loads
 * BENCH_DASHBOARD_QUOTATIONS (143,000: about 100,000 with an order) quotations into a scratch
 * database with the large generator and hangs every generated company under one root, so one
 * employer's company tree holds them all. Prints the p50 and p95 of `employerDashboard` (its
 * three aggregates in one statement) through GraphQL, beside the same statement sent as plain
 * text, for the employer of the whole tree, of one group of ten companies, and a super user;
 * goal p95 ≤ 50 ms. BENCH_DASHBOARD_DATABASE_URL measures a database loaded before instead
 * (it is changed: its generated companies get the root).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createApp } from '@spokes/server/src/app';
import { loadConfig } from '@spokes/server/src/config';
import type { Queryable } from '@spokes/server/src/db/client';
import { queryRows } from '@spokes/server/src/db/rows';
import { createCompany, createUser, TEST_PASSWORD } from '@spokes/server/src/test/factories';
import { graphqlClient } from '@spokes/server/src/test/graphql-client';
import { createScratchDatabase } from '@spokes/server/src/test/scratch-database';
import { percentile, timed } from './harness';
import { printTable, type Row } from './table';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZE = Number(process.env.BENCH_DASHBOARD_QUOTATIONS ?? 143_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);
const GOAL_MS = 50;
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));

const DASHBOARD = `{ employerDashboard {
  statuses { id name count } bike_types { id name count } companies { id name count }
} }`;

/** The server's statement for these companies (null: a super user's, every company), as plain text. */
function rawDashboard(companyIds: number[] | null): string {
  const scope = companyIds ? `company_fk = any('{${companyIds.join(',')}}'::int[]) and ` : '';
  return `with counts as (
      select case when grouping(order_status_fk) = 0 then 'status'
                  when grouping(bike_type_fk) = 0 then 'bike_type' else 'company' end as chart,
             coalesce(order_status_fk, bike_type_fk, company_fk) as slice_id, sum(n)::int as slice_count
      from (select company_fk, order_status_fk, bike_type_fk, count(*) as n
            from quotations
            where ${scope}order_status_fk is not null and order_status_fk not in (1, 9)
            group by 1, 2, 3) combinations
      group by grouping sets ((order_status_fk), (bike_type_fk), (company_fk)))
    select c.chart, c.slice_id, c.slice_count, coalesce(s.name, b.name, co.name), coalesce(s.index, b.index, 0)
    from counts c
    left join order_statuses s on c.chart = 'status' and s.id = c.slice_id
    left join bike_types b on c.chart = 'bike_type' and b.id = c.slice_id
    left join companies co on c.chart = 'company' and co.id = c.slice_id`;
}

const ms = (value: number) => value.toFixed(1);

/** One root above every generated root company, and the ids of the whole tree and of one group of ten. */
async function buildTree(db: Queryable) {
  const root = await createCompany(db, { name: 'Bench Root Holding' });
  await db.execute(
    sql`update companies set company_parent_fk = ${root.id} where company_parent_fk is null and id <> ${root.id}`,
  );
  const [row] = await queryRows<{ every_company: number[]; group_ids: number[] }>(
    db,
    sql`
    select array(select id from companies order by id) as every_company,
           (select array_agg(id order by id) from companies where id = g.id or company_parent_fk = g.id) as group_ids
    from (select id from companies where company_parent_fk = ${root.id} order by id limit 1) g`,
  );
  return { root, tree: row.every_company.map(Number), group: row.group_ids.map(Number) };
}

async function bench(databaseUrl: string): Promise<Row[]> {
  const app = await createApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    {
      worker: false,
    },
  );
  try {
    const db = app.database.db;
    const { root, tree, group } = await buildTree(db);
    // What autovacuum does after a bulk load: without the visibility map no index-only scans.
    await db.execute(sql`vacuum analyze`);
    const signedIn = async (options: Parameters<typeof createUser>[1]) => {
      const client = graphqlClient(app);
      await client.signIn((await createUser(db, options)).email, TEST_PASSWORD);
      return client;
    };
    const viewers = [
      {
        name: `employer of the whole tree (${tree.length} companies)`,
        ids: tree,
        client: await signedIn({ companyIds: [root.id] }),
      },
      {
        name: `employer of one group (${group.length} companies)`,
        ids: group,
        client: await signedIn({ companyIds: [group[0]] }),
      },
      { name: 'super user (every company)', ids: null, client: await signedIn({ super_user: true }) },
    ];
    const rows: Row[] = [];
    for (const viewer of viewers) {
      const check = await viewer.client.request<{ employerDashboard: { statuses: { count: number }[] } }>(
        DASHBOARD,
      );
      if (check.body.errors || !check.body.data)
        throw new Error(`${viewer.name}: ${JSON.stringify(check.body)}`);
      const counted = check.body.data.employerDashboard.statuses.reduce((sum, slice) => sum + slice.count, 0);
      const graphql = await timed(() => viewer.client.request(DASHBOARD), RUNS, 5);
      const raw = await timed(() => db.execute(sql.raw(rawDashboard(viewer.ids))), RUNS, 5);
      const p95 = percentile(graphql, 95);
      rows.push({
        viewer: viewer.name,
        counted: counted.toLocaleString('en'),
        'p50 ms': ms(percentile(graphql, 50)),
        'p95 ms': ms(p95),
        'raw p50': ms(percentile(raw, 50)),
        'raw p95': ms(percentile(raw, 95)),
        goal: `p95 ≤ ${GOAL_MS}`,
        met: p95 <= GOAL_MS ? 'yes' : 'no',
      });
      process.stderr.write(`${viewer.name}: p95 ${ms(p95)} ms (raw ${ms(percentile(raw, 95))} ms)\n`);
    }
    return rows;
  } finally {
    await app.close();
  }
}

const loaded = process.env.BENCH_DASHBOARD_DATABASE_URL;
let rows: Row[];
if (loaded) {
  rows = await bench(loaded);
} else {
  const scratch = await createScratchDatabase(POSTGRES_URL);
  try {
    process.stderr.write(`loading ${SIZE.toLocaleString('en')} quotations\n`);
    execFileSync('npx', ['tsx', 'src/db/seed/large.ts', '--quotations', String(SIZE)], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    rows = await bench(scratch.url);
  } finally {
    await scratch.drop();
  }
}
printTable(
  `Employer dashboard on PostgreSQL, ${SIZE.toLocaleString('en')} quotations, ${RUNS} runs each, ` +
    `load average ${loadavg()[0].toFixed(2)}`,
  rows,
);
