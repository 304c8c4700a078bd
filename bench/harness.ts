/**
 * What every bench shares, so each measures what production runs the same way: the built server
 * started by its own `start` script in a process of its own, on a scratch PostgreSQL database or
 * a fresh PGlite folder, reached over HTTP on loopback; sessions written before it is asked;
 * subject and anchor interleaved round by round; medians with their range, and the load average.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { openDatabase, type Database } from '@spokes/server/src/db/client';
import { createSession } from '@spokes/server/src/modules/auth/session';
import { sessionCookieName } from '@spokes/server/src/modules/auth/session-cookie';
import { loadViewer } from '@spokes/server/src/modules/auth/viewer';
import type { Viewer } from '@spokes/server/src/modules/access/viewer';
import { createUser, type UserOptions } from '@spokes/server/src/test/factories';
import { createScratchDatabase } from '@spokes/server/src/test/scratch-database';
import { spawnBuiltServer } from '@spokes/server/src/ops/built-server';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));

/** The task's ports, 4950-4989: servers, anchors and sinks take the next free one in turn. */
let lastPort = Number(process.env.BENCH_FIRST_PORT ?? 4950) - 1;
export function nextPort(): number {
  if (lastPort >= 4989) lastPort = 4949;
  return ++lastPort;
}

const started = performance.now();
export function progress(step: string): void {
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${step}\n`);
}

export type Target = {
  label: string;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL: the scratch database; PGlite: unset, the server opens `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
};

/** A scratch database on the local PostgreSQL (BENCH_DATABASE_URL), dropped by `drop`. */
export async function scratchPostgres(): Promise<Target> {
  const scratch = await createScratchDatabase(POSTGRES_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'spokes-bench-'));
  return {
    label: 'PostgreSQL',
    kind: 'postgres',
    databaseUrl: scratch.url,
    dataDir,
    async drop() {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh PGlite folder, as a first `npm start` without DATABASE_URL gets. */
export function scratchPglite(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'spokes-bench-'));
  return {
    label: 'PGlite',
    kind: 'pglite',
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** `BENCH_ONLY=postgres|pglite` narrows the list of databases a bench measures. */
export async function benchTargets(kinds: Target['kind'][]): Promise<Target[]> {
  const only = process.env.BENCH_ONLY;
  const targets: Target[] = [];
  for (const kind of kinds.filter((k) => !only || only === k))
    targets.push(kind === 'postgres' ? await scratchPostgres() : scratchPglite());
  return targets;
}

/** The large generator's quotations, companies, employees and orders (apps/server/src/db/seed/large.ts). */
export function loadLargeData(target: Target, quotations: number): void {
  progress(`loading ${quotations.toLocaleString('en')} quotations`);
  execFileSync('npx', ['tsx', 'src/db/seed/large.ts', '--quotations', String(quotations)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The million-quotation PostgreSQL of the list benches: BENCH_LIST_DATABASE_URL, loaded before
 * and kept, or a scratch database loaded with `quotations` now and dropped at the end.
 */
export async function largeListTarget(quotations: number): Promise<Target> {
  const loaded = process.env.BENCH_LIST_DATABASE_URL;
  if (loaded)
    return {
      label: 'PostgreSQL',
      kind: 'postgres',
      databaseUrl: loaded,
      dataDir: '/tmp',
      drop: async () => {},
    };
  const target = await scratchPostgres();
  loadLargeData(target, quotations);
  return target;
}

/** Issue 30's limits as the benches set them: four statuses, three with an escalation. */
export const BENCH_AGEING_LIMITS = [
  { status: ORDER_STATUS.SIGNED.id, late: 5, escalate: 10 },
  { status: ORDER_STATUS.SEND_TO_DECIDER.id, late: 3, escalate: 6 },
  { status: ORDER_STATUS.APPROVED.id, late: 10, escalate: null },
  { status: ORDER_STATUS.DELIVERABLE.id, late: 5, escalate: 10 },
];

/** Replaces the target's limits per status with BENCH_AGEING_LIMITS. */
export async function setBenchAgeingLimits(database: Database): Promise<void> {
  await database.db.execute(sql`delete from order_status_ageing`);
  for (const limit of BENCH_AGEING_LIMITS)
    await database.db
      .execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, escalate_after_days)
                                  values (${limit.status}, ${limit.late}, ${limit.escalate})`);
}

/**
 * The bench's own connection to the target (migrations applied). PGlite allows one process at a
 * time: open it only while no server runs on the folder.
 */
export async function withDatabase<T>(target: Target, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    statementTimeoutMs: 0,
    poolSize: 4,
  });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

export type BenchSession = { userId: number; sessionId: string; cookie: string };

/** A user of the given role with a live session, written straight into the database. */
export async function createBenchSession(database: Database, role: UserOptions): Promise<BenchSession> {
  const user = await createUser(database.db, role);
  const session = await createSession(database.db, {
    userId: user.id,
    ttlHours: 12,
    pendingSecondFactor: false,
    ip: null,
    userAgent: 'bench',
  });
  return { userId: user.id, sessionId: session.id, cookie: `${sessionCookieName(false)}=${session.token}` };
}

/** The viewer the server builds for that session, so a bench can call the app's own modules as it. */
export async function viewerOf(database: Database, session: BenchSession): Promise<Viewer> {
  const viewer = await loadViewer(database.db, session.sessionId, { idleMinutes: 60, extend: false });
  if (!viewer) throw new Error('the bench session is not live');
  return viewer;
}

/** A child process's CPU time (user + system) and resident memory, read from /proc. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
/**
 * The CPU time of every process of this machine's PostgreSQL (backends, WAL writer, autovacuum):
 * what the app's rounds cost the database, which an anchor without one does not pay.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += cpuMsOf(Number(entry));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}
export function rssMbOf(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
}

export type BenchServer = { url: string; pid: number; stop(): Promise<void> };

/**
 * The built server (`npm run build` first) as production runs it: NODE_ENV=production, its
 * start script, worker included, in a child process. It says where it listens in its start log.
 */
export async function startBuiltServer(
  target: Target,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = nextPort();
  const child = spawnBuiltServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      DATA_DIR: target.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    ['ignore', 'pipe', 'inherit'],
  );
  const server = await listening(child, target.label);
  await readyAt(server.url);
  return server;
}

/** The server listens before its start is done: its /readyz says when it serves. */
export async function readyAt(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${url}/readyz`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An anchor (`anchors/<name>.ts`) in a process of its own, as the server is: it gets PORT and
 * prints `{"url": ...}` once it listens.
 */
export async function startAnchor(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./anchors/${name}.ts`, import.meta.url))],
    { env: { ...process.env, PORT: String(nextPort()), ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return await listening(child, name);
}

/** Waits for a child's JSON log line with a `url`, then hands it out with a stop that waits for the exit. */
export async function listening(child: ChildProcess, label: string): Promise<BenchServer> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    if (code) process.stderr.write(`${label} server stopped (${code})\n`);
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    let url: string | undefined;
    try {
      url = (JSON.parse(line) as { url?: string }).url;
    } catch {
      continue;
    }
    if (!url) continue;
    // Keep reading its log so a full pipe never blocks the server.
    child.stdout!.resume();
    return {
      url,
      pid: child.pid!,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error(`${label} server stopped before it listened`);
}

/** A GraphQL request over HTTP as the browser's client sends it; throws on any error. */
export async function graphql<T>(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors || !body.data) throw new Error(JSON.stringify(body).slice(0, 500));
  return body.data;
}

/**
 * Subject and anchors measured in turn, `rounds` times, the order rotating each round so a
 * drift of the shared machine favours none. Every round's figure is kept: no best-of.
 */
export async function interleaved<K extends string, T>(
  rounds: number,
  measures: Record<K, () => Promise<T>>,
): Promise<Record<K, T[]>> {
  const keys = Object.keys(measures) as K[];
  const results = Object.fromEntries(keys.map((key) => [key, [] as T[]])) as Record<K, T[]>;
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < keys.length; i++) {
      const key = keys[(i + round) % keys.length];
      results[key].push(await measures[key]());
    }
  return results;
}

/** `runs` timings of `run` in ms, after `warmup` untimed calls. */
export async function timed(run: () => Promise<unknown>, runs: number, warmup = 0): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** "median (min–max)" of per-round figures. */
export function spread(values: number[], digits = 1): string {
  const f = (value: number) => value.toLocaleString('en', { maximumFractionDigits: digits });
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

/** The one-minute load average now: two shared cores, so every figure carries it. */
export const loadAverage = () => loadavg()[0].toFixed(2);

export const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
