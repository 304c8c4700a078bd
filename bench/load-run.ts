import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { benchDatabases, type BenchDatabase } from './databases';
import { percentile } from './harness';
import { printTable, type Row } from './table';

/**
 * `npm run bench:load -w bench`: 200 signed-in sessions at once against a server on loopback,
 * each sending its next request as soon as the last one is answered, for 60 s (BENCH_LOAD_SECONDS
 * for a shorter run), on PGlite and on the local PostgreSQL.
 */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SAMPLE_SECONDS = 15;

/** The mix, by weight: mostly reads, as a back office is used; one write in ten. */
const operations = [
  { name: 'me', weight: 3, query: '{ me { id email language } }' },
  { name: 'reference data', weight: 2, query: '{ bikeBrands { id name } bikeTypes { id name } }' },
  { name: 'user list', weight: 2, query: '{ users { id email } }' },
  { name: 'notifications', weight: 2, query: '{ notifications(limit: 20) { unreadCount data { id } } }' },
  {
    name: 'updateMyLanguage',
    weight: 1,
    query: 'mutation { updateMyLanguage(language: "nl") { id language } }',
  },
];
const weighted = operations.flatMap((operation) => Array<typeof operation>(operation.weight).fill(operation));

type Memory = { rss: number; heap: number; external: number };
type Server = { url: string; tokens: string[]; memory(): Promise<Memory>; stop(): Promise<void> };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function startServer(target: BenchDatabase): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'load-server.ts'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_LOAD_DATABASE_URL: target.databaseUrl ?? '',
      BENCH_SESSIONS: String(SESSIONS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the load server stopped (${code})`)));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    void lines.next().then(({ value }) => {
      const { url, tokens } = JSON.parse(value as string) as { url: string; tokens: string[] };
      resolve({
        url,
        tokens,
        async memory() {
          child.kill('SIGUSR2');
          const { value: line } = await lines.next();
          const { heapUsed, external } = JSON.parse(line as string) as { heapUsed: number; external: number };
          const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
          return { rss: Math.round(Number(kb) / 1024), heap: mb(heapUsed), external: mb(external) };
        },
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

async function loadRun(target: BenchDatabase): Promise<Row> {
  const server = await startServer(target);
  const timings: number[] = [];
  const errors = new Map<string, number>();
  try {
    const start = await server.memory();
    // Sampled through the run: warm-up (JIT, pools, heap growth) shows in the first samples; a
    // leak shows as growth that goes on in the second half.
    const samples: Memory[] = [];
    const sampler = setInterval(
      () => void server.memory().then((sample) => samples.push(sample)),
      SAMPLE_SECONDS * 1000,
    );
    const deadline = performance.now() + SECONDS * 1000;
    const session = async (token: string) => {
      while (performance.now() < deadline) {
        const operation = weighted[Math.floor(Math.random() * weighted.length)];
        const start = performance.now();
        try {
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: `spokes_session=${token}` },
            body: JSON.stringify({ query: operation.query }),
          });
          const body = (await response.json()) as { errors?: { message: string }[] };
          if (!response.ok || body.errors)
            throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
        } catch (error) {
          // fetch reports a network failure as "fetch failed"; the reason is in its cause.
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          const reason =
            cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
          const key = `${operation.name}: ${reason}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        timings.push(performance.now() - start);
      }
    };
    await Promise.all(server.tokens.map(session));
    clearInterval(sampler);
    const end = await server.memory();
    const half = samples[Math.floor(samples.length / 2) - 1] ?? start;
    const series = (key: keyof Memory) => [start, ...samples, end].map((sample) => sample[key]).join(' ');
    for (const [error, count] of errors) process.stderr.write(`${target.label}: ${count} × ${error}\n`);
    timings.sort((a, b) => a - b);
    return {
      database: target.label,
      sessions: server.tokens.length,
      seconds: SECONDS,
      requests: timings.length,
      'req/s': Math.round(timings.length / SECONDS),
      'p50 (ms)': percentile(timings, 50).toFixed(1),
      'p99 (ms)': percentile(timings, 99).toFixed(1),
      errors: [...errors.values()].reduce((sum, count) => sum + count, 0),
      'goal errors': 0,
      [`server rss every ${SAMPLE_SECONDS} s (MB)`]: series('rss'),
      'rss growth 2nd half': end.rss - half.rss,
      'live js heap (MB)': series('heap'),
      'heap growth 2nd half': end.heap - half.heap,
      'outside js heap (MB)': series('external'),
    };
  } finally {
    await server.stop();
  }
}

const databases = await benchDatabases();
const rows: Row[] = [];
try {
  for (const database of databases) rows.push(await loadRun(database));
} finally {
  for (const database of databases) await database.drop();
}
printTable(
  `Load run: ${SESSIONS} signed-in sessions, me / reference data / user list / notifications / updateMyLanguage (3:2:2:2:1)`,
  rows,
);
