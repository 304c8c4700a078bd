/**
 * `npm run bench:employer-export -w bench`: the employer portal's quotation export on PostgreSQL.
 * Loads BENCH_EXPORT_QUOTATIONS (170,000) quotations with the large generator into a scratch
 * database, hangs every generated company tree under one holding so its employer sees every
 * quotation an employer may (about 100,000: past NEW, not a test), then, interleaved round by
 * round, the export of up to 99,999 rows over HTTP from the built server (time to the last byte,
 * the server's peak RSS) and its floor: `COPY (...) TO STDOUT` of the same rows through the same
 * driver in a Node process of its own. Goals (issue 28): ≤ 1.3 × the floor, server RSS ≤ 200 MB.
 */
import { execFileSync, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '@spokes/server/src/db/rows';
import {
  createBenchSession,
  interleaved,
  loadAverage,
  median,
  met,
  progress,
  rssMbOf,
  scratchPostgres,
  serverDir,
  spread,
  startBuiltServer,
  withDatabase,
  type BenchServer,
} from './harness';
import { printTable } from './table';

const QUOTATIONS = Number(process.env.BENCH_EXPORT_QUOTATIONS ?? 170_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3) + 2;
const GOAL_RATIO = 1.3;
const GOAL_RSS_MB = 200;

/** The export's rows as one COPY: the same columns, scope, order and limit, formatted by SQL. */
const copySql = (holding: number) => `copy (
  select q.quotation_number, e.name, os.name, o.contract_end_status, c.name, b.license_number, q.costcenter,
    to_char(q.quotation_date at time zone 'Europe/Brussels', 'DD/MM/YYYY'),
    to_char(o.start_date at time zone 'Europe/Brussels', 'DD/MM/YYYY'),
    to_char(o.end_date at time zone 'Europe/Brussels', 'DD/MM/YYYY'),
    replace(to_char(q.lease_amount_vat / 100.0, 'FM999999990.00'), '.', ','),
    case when co.id is null then '' when co.cancelled then 'Geweigerd' else 'Goedgekeurd' end,
    case when co.cancelled then co.cancelled_reason else co.confirmed_reason end
  from quotations q
  join employees e on e.id = q.employee_fk join companies c on c.id = q.company_fk
  join orders o on o.quotation_fk = q.id join order_statuses os on os.id = o.order_status_fk
  left join bikes b on b.order_fk = o.id left join confirmed_orders co on co.order_fk = o.id
  where q.company_fk in (with recursive t(id) as (select ${holding} union all
          select k.id from companies k join t on k.company_parent_fk = t.id) select id from t)
    and q.order_status_fk not in (1, 9)
  order by char_length(q.quotation_number) desc, q.quotation_number desc, q.id desc
  limit 99999
) to stdout with (format csv, delimiter ';', header)`;

/** One export over HTTP, read to the end as a browser would, with the server's RSS sampled every 10 ms. */
async function exportOnce(server: BenchServer, cookie: string) {
  let peak = rssMbOf(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(server.pid))), 10);
  const start = performance.now();
  const response = await fetch(`${server.url}/files/employer-quotations.csv`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  const ms = performance.now() - start;
  clearInterval(sampler);
  return { ms, bytes, peak: Math.max(peak, rssMbOf(server.pid)) };
}

const target = await scratchPostgres();
try {
  progress(`loading ${QUOTATIONS.toLocaleString('en')} quotations`);
  execFileSync('npx', ['tsx', 'src/db/seed/large.ts', '--quotations', String(QUOTATIONS)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const { holding, cookie } = await withDatabase(target, async (database) => {
    const [{ id }] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into companies (name, invoice_target_fk, variant_fk, employee_access_code)
          select 'Bench Holding', min(id), 1, 'BENCHHOLD' from invoice_targets returning id`,
    );
    await database.db.execute(
      sql`update companies set company_parent_fk = ${id} where company_parent_fk is null and id <> ${id}`,
    );
    await database.db.execute(sql`vacuum analyze`);
    return { holding: id, cookie: (await createBenchSession(database, { companyIds: [id] })).cookie };
  });
  const server = await startBuiltServer(target);
  const copier = fork(fileURLToPath(new URL('./anchors/copy.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE: target.databaseUrl },
  });
  try {
    await new Promise((resolve) => copier.once('message', resolve));
    const copyOnce = () =>
      new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
        copier.once('message', (answer: { ms: number; bytes: number; error?: string }) =>
          answer.error ? reject(new Error(answer.error)) : resolve(answer),
        );
        copier.send(copySql(holding));
      });
    // Warm: JIT, pools, plans, the table in the page cache.
    await exportOnce(server, cookie);
    await copyOnce();
    const rounds = await interleaved(ROUNDS, {
      app: () => exportOnce(server, cookie),
      copy: async () => ({ ...(await copyOnce()), peak: 0 }),
    });
    const ratios = rounds.app.map((run, i) => run.ms / rounds.copy[i].ms);
    const peak = Math.max(...rounds.app.map((run) => run.peak));
    printTable(
      `Employer export of up to 99,999 rows, PostgreSQL, ${QUOTATIONS.toLocaleString('en')} quotations: ` +
        `ms to the last byte, median (min–max) of ${ROUNDS} interleaved rounds`,
      [
        {
          'export over HTTP ms': spread(
            rounds.app.map((run) => run.ms),
            0,
          ),
          'COPY floor ms': spread(
            rounds.copy.map((run) => run.ms),
            0,
          ),
          ratio: spread(ratios, 2),
          'MB (export / COPY)': `${(rounds.app[0].bytes / 1048576).toFixed(1)} / ${(rounds.copy[0].bytes / 1048576).toFixed(1)}`,
          'server peak RSS MB': peak,
          goal: `≤ ${GOAL_RATIO}× COPY, RSS ≤ ${GOAL_RSS_MB} MB`,
          met: met(median(ratios) <= GOAL_RATIO && peak <= GOAL_RSS_MB),
          load: loadAverage(),
        },
      ],
    );
  } finally {
    copier.kill();
    await server.stop();
  }
} finally {
  await target.drop();
}
