/**
 * `npm run bench:dashboard -w bench`: the employers portal's dashboard on PostgreSQL. Loads
 * BENCH_DASHBOARD_QUOTATIONS (143,000: about 100,000 with an order) quotations into a scratch
 * database with the large generator and hangs every generated company under one root, so one
 * employer's company tree holds them all. Measures `employerDashboard` (its three aggregates in one
 * statement) over HTTP from the built server in its own process, for the employer of the whole
 * tree, of one group of ten companies, and a super user, interleaved round by round with the same
 * statement sent as plain text through pg; goal p95 ≤ 50 ms. BENCH_DASHBOARD_DATABASE_URL measures
 * a database loaded before instead (it is changed: its generated companies get the root).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '@spokes/server/src/db/client';
import { queryRows } from '@spokes/server/src/db/rows';
import { createCompany } from '@spokes/server/src/test/factories';
import {
  createBenchSession,
  graphql,
  interleaved,
  loadAverage,
  median,
  met,
  percentile,
  progress,
  scratchPostgres,
  serverDir,
  spread,
  startBuiltServer,
  timed,
  withDatabase,
  type Target,
} from './harness';
import { printTable, type Row } from './table';

const SIZE = Number(process.env.BENCH_DASHBOARD_QUOTATIONS ?? 143_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_MS = 50;

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

type DashboardAnswer = { employerDashboard: { statuses: { count: number }[] } };

async function bench(target: Target): Promise<Row[]> {
  const viewers = await withDatabase(target, async (database) => {
    const { root, tree, group } = await buildTree(database.db);
    // What autovacuum does after a bulk load: without the visibility map no index-only scans.
    await database.db.execute(sql`vacuum analyze`);
    const session = (options: Parameters<typeof createBenchSession>[1]) =>
      createBenchSession(database, options);
    return [
      {
        name: `employer of the whole tree (${tree.length} companies)`,
        ids: tree,
        session: await session({ companyIds: [root.id] }),
      },
      {
        name: `employer of one group (${group.length} companies)`,
        ids: group,
        session: await session({ companyIds: [group[0]] }),
      },
      { name: 'super user (every company)', ids: null, session: await session({ super_user: true }) },
    ];
  });
  const server = await startBuiltServer(target);
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
  try {
    const rows: Row[] = [];
    for (const viewer of viewers) {
      const request = () => graphql<DashboardAnswer>(server.url, viewer.session.cookie, DASHBOARD);
      const counted = (await request()).employerDashboard.statuses.reduce(
        (sum, slice) => sum + slice.count,
        0,
      );
      const statement = rawDashboard(viewer.ids);
      const rounds = await interleaved(ROUNDS, {
        app: () => timed(request, RUNS, 5),
        raw: () => timed(() => pool.query(statement), RUNS, 5),
      });
      const appP95 = rounds.app.map((times) => percentile(times, 95));
      const rawP95 = rounds.raw.map((times) => percentile(times, 95));
      rows.push({
        viewer: viewer.name,
        counted: counted.toLocaleString('en'),
        'p50 ms': spread(rounds.app.map((times) => percentile(times, 50))),
        'p95 ms': spread(appP95),
        'statement p95 ms': spread(rawP95),
        goal: `p95 ≤ ${GOAL_MS} ms`,
        met: met(median(appP95) <= GOAL_MS),
        load: loadAverage(),
      });
      progress(`${viewer.name}: p95 ${spread(appP95)} ms (statement ${spread(rawP95)} ms)`);
    }
    return rows;
  } finally {
    await pool.end();
    await server.stop();
  }
}

const loaded = process.env.BENCH_DASHBOARD_DATABASE_URL;
const target: Target = loaded
  ? { label: 'PostgreSQL', kind: 'postgres', databaseUrl: loaded, dataDir: '/tmp', drop: async () => {} }
  : await scratchPostgres();
let rows: Row[];
try {
  if (!loaded) {
    progress(`loading ${SIZE.toLocaleString('en')} quotations`);
    execFileSync('npx', ['tsx', 'src/db/seed/large.ts', '--quotations', String(SIZE)], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  rows = await bench(target);
} finally {
  await target.drop();
}
printTable(
  `Employer dashboard over HTTP from the built server, PostgreSQL, ${SIZE.toLocaleString('en')} quotations: ` +
    `${RUNS} requests per round, median (min–max) of ${ROUNDS} rounds interleaved with its statement through pg`,
  rows,
);
