import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDealer } from '@spokes/server/src/test/factories';
import {
  benchTargets,
  createBenchSession,
  rssMbOf,
  startBuiltServer,
  withDatabase,
  type BenchServer,
  type Target,
} from './harness';
import { driveLoad, LOAD_MIX, loadColumns } from './load-mix';
import { printTable, type Row } from './table';

/**
 * `npm run bench:load -w bench`: 200 signed-in sessions at once against the built server in its
 * own process (the harness), each sending its next request as soon as the last one is answered,
 * for 60 s (BENCH_LOAD_SECONDS for a shorter run), on PGlite and on the local PostgreSQL. The
 * sessions are written into the database first: 200 sign-ins from one address would meet the
 * sign-in limits, which stay as they are.
 */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SAMPLE_SECONDS = 15;
const probe = fileURLToPath(new URL('./probes/memory.mjs', import.meta.url));

type Memory = { rss: number; heap: number; external: number };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Half super users, half dealer admins: both may list users, with different scopes. */
async function sessionCookies(target: Target): Promise<string[]> {
  return withDatabase(target, async (database) => {
    const dealer = await createDealer(database.db);
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const role = i % 2 === 0 ? { super_user: true, admin: true } : { admin: true, dealerIds: [dealer.id] };
      cookies.push((await createBenchSession(database, role)).cookie);
    }
    return cookies;
  });
}

/** The server's RSS, and its live JS heap and the memory outside it as the probe reports them. */
async function memoryOf(server: BenchServer, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let tries = 0; !existsSync(file); tries++) {
    if (tries > 250) throw new Error('the memory probe did not answer');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { heapUsed, external } = JSON.parse(readFileSync(file, 'utf8')) as {
    heapUsed: number;
    external: number;
  };
  return { rss: rssMbOf(server.pid), heap: mb(heapUsed), external: mb(external) };
}

async function loadRun(target: Target): Promise<Row> {
  const cookies = await sessionCookies(target);
  const file = join(tmpdir(), `spokes-bench-memory-${process.pid}.json`);
  const server = await startBuiltServer(target, {
    NODE_OPTIONS: `--import ${probe}`,
    BENCH_MEMORY_FILE: file,
  });
  try {
    const start = await memoryOf(server, file);
    // Sampled through the run: warm-up (JIT, pools, heap growth) shows in the first samples; a
    // leak shows as growth that goes on in the second half.
    const samples: Memory[] = [];
    const sampler = setInterval(
      () => void memoryOf(server, file).then((sample) => samples.push(sample)),
      SAMPLE_SECONDS * 1000,
    );
    const result = await driveLoad(server.url, cookies, SECONDS);
    clearInterval(sampler);
    const end = await memoryOf(server, file);
    const half = samples[Math.floor(samples.length / 2) - 1] ?? start;
    const series = (key: keyof Memory) => [start, ...samples, end].map((sample) => sample[key]).join(' ');
    for (const [error, count] of result.errors)
      process.stderr.write(`${target.label}: ${count} × ${error}\n`);
    return {
      database: target.label,
      ...loadColumns(result, cookies.length, SECONDS),
      [`server rss every ${SAMPLE_SECONDS} s (MB)`]: series('rss'),
      'rss growth 2nd half': end.rss - half.rss,
      'live js heap (MB)': series('heap'),
      'heap growth 2nd half': end.heap - half.heap,
      'outside js heap (MB)': series('external'),
    };
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
}

const rows: Row[] = [];
for (const target of await benchTargets(['pglite', 'postgres']))
  try {
    rows.push(await loadRun(target));
  } finally {
    await target.drop();
  }
printTable(`Load run: ${SESSIONS} signed-in sessions, ${LOAD_MIX}`, rows);
