/**
 * `npm run bench:service-pass-export -w bench`: service-pass management's CSV export on
 * PostgreSQL. Inserts BENCH_PASSES (100,000) service passes into a scratch database (a third
 * with a registered dealer, a third with a free-text one, comments, some blocked), then measures
 * the built server, as `npm start` runs it, in its own process: the whole list exported over
 * HTTP (time to first and last byte, size, the server's peak RSS), BENCH_PASS_EXPORT_RUNS times,
 * as medians with the spread, and one filtered export. Goal (issue 26): 100,000 passes ≤ 2 s.
 */
import { spawn } from 'node:child_process';
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
import { printTable, type Row } from './table';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSES = Number(process.env.BENCH_PASSES ?? 100_000);
const RUNS = Number(process.env.BENCH_PASS_EXPORT_RUNS ?? 7);
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const ms = (value: number) => value.toFixed(0);
const startScript = (
  JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

type Server = { url: string; pid: number; stop(): Promise<void> };

/** The built server in its own process; the migrations run at its start. */
async function startServer(databaseUrl: string): Promise<Server> {
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
  for await (const line of createInterface({ input: child.stdout })) {
    const { url } = JSON.parse(line) as { url?: string };
    if (!url) continue;
    child.stdout.resume();
    return {
      url,
      pid: child.pid!,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('the server stopped before it listened');
}

/** 100,000 passes in packs of 50, one statement; a super user with a session to export with. */
async function load(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
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
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 0, poolSize: 1 });
  try {
    const admin = await createUser(database.db, { super_user: true });
    const session = await createSession(database.db, {
      userId: admin.id,
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

const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

async function exportOnce(server: Server, token: string, query = '') {
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const start = performance.now();
  const response = await fetch(`${server.url}/files/service-passes.csv${query}`, {
    headers: { cookie: `spokes_session=${token}` },
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
  return { firstByte, lastByte, bytes, rows: lines - 1, before, peak: Math.max(peak, rssOf(server.pid)) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

const scratch = await createScratchDatabase(POSTGRES_URL);
try {
  const server = await startServer(scratch.url);
  const rows: Row[] = [];
  try {
    process.stderr.write(`loading ${PASSES.toLocaleString('en')} service passes\n`);
    const token = await load(scratch.url).catch((error: unknown) => {
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
      `load average ${loadavg()[0].toFixed(2)}`,
    rows,
  );
} finally {
  await scratch.drop();
}
