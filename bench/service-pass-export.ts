/**
 * `npm run bench:service-pass-export -w bench`: service-pass management's CSV export on
 * PostgreSQL. Inserts BENCH_PASSES (100,000) service passes into a scratch database (a third
 * with a registered dealer, a third with a free-text one, comments, some blocked), then measures
 * the built server, as `npm start` runs it, in its own process: the whole list exported over
 * HTTP (time to first and last byte, size, the server's peak RSS), BENCH_PASS_EXPORT_RUNS times,
 * as medians with the spread, and one filtered export. Goal (issue 26): 100,000 passes ≤ 2 s.
 */
import pg from 'pg';
import {
  createBenchSession,
  loadAverage,
  median,
  rssMbOf,
  scratchPostgres,
  startBuiltServer,
  withDatabase,
  type BenchServer,
  type Target,
} from './harness';
import { printTable, type Row } from './table';

const PASSES = Number(process.env.BENCH_PASSES ?? 100_000);
const RUNS = Number(process.env.BENCH_PASS_EXPORT_RUNS ?? 7);
const ms = (value: number) => value.toFixed(0);

/** 100,000 passes in packs of 50, one statement; a super user with a session to export with. */
async function load(target: Target) {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  await client.query(`insert into dealers (name) select 'Dealer ' || i from generate_series(1, 200) i`);
  await client.query(
    `insert into service_passes (barcode, first_in_pack, dealer_fk, dealer_name, employee_name, status,
       starting_amount, remaining_amount, used_amount, comment, blocked_at)
     select lpad((3120000000000000000 + i)::text, 19, '0'),
       lpad((3120000000000000000 + i - i % 50)::text, 19, '0'),
       case when i % 3 = 0 then (select min(id) from dealers where name like 'Dealer %') + i % 200 end,
       case when i % 3 = 1 then 'Fietsen De Ketting' end,
       case when i % 2 = 0 then 'Werknemer ' || i end,
       case when i % 20 = 0 then 'BLOCKED' else 'ACTIVE' end,
       15000, 15000 - (i % 100) * 100, (i % 100) * 100,
       case when i % 10 = 0 then 'Doos ' || (i / 50) end,
       case when i % 20 = 0 then now() - (i % 300) * interval '1 day' end
     from generate_series(1, $1::int) i`,
    [PASSES],
  );
  await client.query('vacuum analyze');
  await client.end();
  return withDatabase(
    target,
    async (database) => (await createBenchSession(database, { super_user: true })).cookie,
  );
}

async function exportOnce(server: BenchServer, cookie: string, query = '') {
  const before = rssMbOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(server.pid))), 10);
  const start = performance.now();
  const response = await fetch(`${server.url}/files/service-passes.csv${query}`, {
    headers: { cookie },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const firstByte = performance.now() - start;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 0x0a) lines++;
  }
  const lastByte = performance.now() - start;
  clearInterval(sampler);
  return { firstByte, lastByte, bytes, rows: lines - 1, before, peak: Math.max(peak, rssMbOf(server.pid)) };
}

const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

const scratch = await scratchPostgres();
try {
  const server = await startBuiltServer(scratch);
  const rows: Row[] = [];
  try {
    process.stderr.write(`loading ${PASSES.toLocaleString('en')} service passes\n`);
    const token = await load(scratch).catch((error: unknown) => {
      process.stderr.write(`loading failed: ${String(error)}\n`);
      throw error;
    });
    await exportOnce(server, token); // warm: JIT, pools, plans
    const cases: [string, string][] = [
      ['export, whole list', ''],
      ["export, dealer filter 'ketting'", '?dealer_name=ketting'],
    ];
    for (const [name, query] of cases) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await exportOnce(server, token, query));
      const last = runs.map((run) => run.lastByte);
      rows.push({
        measure: name,
        rows: runs[0].rows.toLocaleString('en'),
        'size MB': (runs[0].bytes / 1024 / 1024).toFixed(1),
        'first byte ms (median)': ms(median(runs.map((run) => run.firstByte))),
        'last byte ms (median)': ms(median(last)),
        'spread ms': spread(last),
        'server RSS MB': `${runs[0].before} → peak ${Math.max(...runs.map((run) => run.peak))}`,
        goal: '≤ 2000 ms',
        met: Math.max(...last) <= 2000 ? 'yes' : 'no',
      });
    }
  } finally {
    await server.stop();
  }
  printTable(
    `Service-pass CSV export on PostgreSQL, ${PASSES.toLocaleString('en')} passes, ${RUNS} runs each, ` +
      `load average ${loadAverage()}`,
    rows,
  );
} finally {
  await scratch.drop();
}
