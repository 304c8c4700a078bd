/**
 * `npm run bench:employer-export -w bench`: the employer portal's quotation export and list on
 * PostgreSQL. Loads BENCH_EXPORT_QUOTATIONS (170,000) quotations with the large generator into a
 * scratch database, hangs every generated company tree under one holding so its employer sees
 * every quotation an employer may (about 100,000: past NEW, not a test), then measures with the
 * built server, as `npm start` runs it, in a child process (its RSS its own):
 * - the export of up to 99,999 rows over HTTP: time to first and last byte, size, and the
 *   server's peak RSS (VmRSS sampled every 10 ms while it streams), beside `COPY (...) TO STDOUT`
 *   of the same rows through psql (the floor; psql's own start included);
 * - list pages through GraphQL (p50 / p95 over BENCH_EXPORT_LIST_RUNS).
 * Goals (issue 12): export ≤ 2 s and ≤ 200 MB, list page p95 ≤ 20 ms.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '@spokes/server/src/db/client';
import { createSession } from '@spokes/server/src/modules/auth/session';
import { createScratchDatabase } from '@spokes/server/src/test/scratch-database';
import { createUser } from '@spokes/server/src/test/factories';
import { percentile, printTable, timed, type Row } from './table';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUOTATIONS = Number(process.env.BENCH_EXPORT_QUOTATIONS ?? 170_000);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const LIST_RUNS = Number(process.env.BENCH_EXPORT_LIST_RUNS ?? 40);
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const ms = (value: number) => value.toFixed(0);
/** The server's `npm start`, flags and all, so the bench measures what production runs. */
const startScript = (
  JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

const LIST = `query($page: Int!, $filter: EmployerQuotationFilter, $sort: ListSort) {
  employerQuotations(page: $page, filter: $filter, sort: $sort) {
    total total_capped
    items { id quotation_number quotation_date employee { id full_name } company { id name }
      order_status { id code name } contract_end_status license_number costcenter start_date end_date
      lease_amount_vat approved decision_reason }
  }
}`;

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

type Server = { url: string; token: string; pid: number; stop(): Promise<void> };

/** An employer of `companyId` with a session written straight into the database: the bench signs in with it. */
async function employerSession(databaseUrl: string, companyId: number) {
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 0, poolSize: 1 });
  try {
    const employer = await createUser(database.db, { companyIds: [companyId] });
    const session = await createSession(database.db, {
      userId: employer.id,
      ttlHours: 2,
      pendingSecondFactor: false,
      ip: null,
      userAgent: 'bench',
    });
    return session.token;
  } finally {
    await database.close();
  }
}

/**
 * The server as `npm start` runs it (the built JavaScript, worker included), in its own process so
 * its RSS is its own. It says where it listens in its start log line.
 */
async function startServer(databaseUrl: string, holding: number): Promise<Server> {
  const token = await employerSession(databaseUrl, holding);
  // `exec` so the pid is the server's own, not a shell's.
  const child = spawn('sh', ['-c', `exec ${startScript}`], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'spokes-bench-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    if (code) process.stderr.write(`the export server stopped (${code})\n`);
  });
  for await (const line of createInterface({ input: child.stdout })) {
    const { url } = JSON.parse(line) as { url?: string };
    if (!url) continue;
    child.stdout.resume();
    return {
      url,
      token,
      pid: child.pid!,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('the export server stopped before it listened');
}

const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

/** One export over HTTP, read to the end as a browser would, with the server's RSS sampled. */
async function exportOnce(server: Server) {
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const start = performance.now();
  const response = await fetch(`${server.url}/files/employer-quotations.csv`, {
    headers: { cookie: `spokes_session=${server.token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const firstByte = performance.now() - start;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  const lastByte = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  return { firstByte, lastByte, bytes, rows: lines - 1, before, peak };
}

function copyOnce(databaseUrl: string, holding: number) {
  const start = performance.now();
  const out = execFileSync('psql', ['-X', '-q', databaseUrl, '-c', copySql(holding)], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return { ms: performance.now() - start, bytes: out.length, rows: out.toString().split('\n').length - 2 };
}

async function timedList(server: Server, variables: Record<string, unknown>) {
  const request = async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `spokes_session=${server.token}` },
      body: JSON.stringify({ query: LIST, variables: { page: 1, ...variables } }),
    });
    const body = (await response.json()) as {
      errors?: unknown[];
      data?: { employerQuotations: { total: number } };
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.employerQuotations.total;
  };
  const total = await request();
  const times = await timed(request, LIST_RUNS, 5);
  return { total, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const scratch = await createScratchDatabase(POSTGRES_URL);
try {
  process.stderr.write(`loading ${QUOTATIONS.toLocaleString('en')} quotations\n`);
  execFileSync('npx', ['tsx', 'src/db/seed/large.ts', '--quotations', String(QUOTATIONS)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const { rows: holdingRows } = await client.query<{ id: number }>(
    `insert into companies (name, invoice_target_fk, variant_fk, employee_access_code)
     select 'Bench Holding', min(id), 1, 'BENCHHOLD' from invoice_targets returning id`,
  );
  const holding = holdingRows[0].id;
  await client.query(
    `update companies set company_parent_fk = $1 where company_parent_fk is null and id <> $1`,
    [holding],
  );
  await client.query('vacuum analyze');
  const { rows: visible } = await client.query<{ n: string }>(
    'select count(*) as n from quotations where order_status_fk not in (1, 9)',
  );
  await client.end();
  process.stderr.write(`employer-visible quotations: ${Number(visible[0].n).toLocaleString('en')}\n`);

  const server = await startServer(scratch.url, holding);
  const rows: Row[] = [];
  try {
    await exportOnce(server); // warm: JIT, pools, plans
    const exports = [];
    for (let i = 0; i < EXPORT_RUNS; i++) exports.push(await exportOnce(server));
    const copies = [];
    for (let i = 0; i < EXPORT_RUNS; i++) copies.push(copyOnce(scratch.url, holding));
    const byLast = [...exports].sort((a, b) => a.lastByte - b.lastByte);
    const median = byLast[Math.floor(byLast.length / 2)];
    const worstPeak = Math.max(...exports.map((run) => run.peak));
    const copyMedian = [...copies].sort((a, b) => a.ms - b.ms)[Math.floor(copies.length / 2)];
    rows.push({
      measure: 'export CSV over HTTP (median run)',
      rows: median.rows.toLocaleString('en'),
      'size MB': (median.bytes / 1024 / 1024).toFixed(1),
      'first byte ms': ms(median.firstByte),
      'last byte ms': `${ms(median.lastByte)} (max ${ms(byLast.at(-1)!.lastByte)})`,
      'server RSS MB': `${median.before} → peak ${worstPeak}`,
      goal: '≤ 2000 ms, ≤ 200 MB',
      met: byLast.at(-1)!.lastByte <= 2000 && worstPeak <= 200 ? 'yes' : 'no',
    });
    rows.push({
      measure: 'COPY ... TO STDOUT via psql (floor)',
      rows: copyMedian.rows.toLocaleString('en'),
      'size MB': (copyMedian.bytes / 1024 / 1024).toFixed(1),
      'first byte ms': '',
      'last byte ms': ms(copyMedian.ms),
      'server RSS MB': '',
      goal: '',
      met: '',
    });
    const cases: [string, Record<string, unknown>][] = [
      ['list page 1 (number desc)', {}],
      ['list page 1000', { page: 1000 }],
      ['sort start date asc', { sort: { field: 'start_date', direction: 'asc' } }],
      ['sort end date desc', { sort: { field: 'end_date', direction: 'desc' } }],
      ['filter end month 2027-06', { filter: { end_month: '2027-06' } }],
      ['filter status DELIVERED', { filter: { order_status_id: 5 } }],
      ["filter employee 'jan'", { filter: { employee_name: 'jan' } }],
      ["filter number 'Q0001'", { filter: { quotation_number: 'Q0001' } }],
    ];
    for (const [name, variables] of cases) {
      const result = await timedList(server, variables);
      rows.push({
        measure: name,
        rows: result.total.toLocaleString('en'),
        'size MB': '',
        'first byte ms': '',
        'last byte ms': `p50 ${result.p50.toFixed(1)} / p95 ${result.p95.toFixed(1)}`,
        'server RSS MB': '',
        goal: 'p95 ≤ 20 ms',
        met: result.p95 <= 20 ? 'yes' : 'no',
      });
      process.stderr.write(`${name}: p95 ${result.p95.toFixed(1)} ms\n`);
    }
  } finally {
    await server.stop();
  }
  printTable(
    `Employer export and list on PostgreSQL, ${QUOTATIONS.toLocaleString('en')} quotations, ` +
      `${EXPORT_RUNS} export runs, ${LIST_RUNS} list runs, load average ${loadavg()[0].toFixed(2)}`,
    rows,
  );
} finally {
  await scratch.drop();
}
