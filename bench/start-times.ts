/**
 * `npm run bench:start -w bench`: how long `npm start` takes, as a newcomer and an operator run
 * it, on the embedded database with the demo data: ms from the command to `/healthz` (the
 * process lives) and to `/readyz` (it serves), and the server's peak RSS until ready.
 * - first start, with build: the build stamp removed, so `npm start` builds both apps first;
 * - first start: built, an empty DATA_DIR (migrated template copied, demo seed, 16 templates);
 * - second start: the same DATA_DIR again.
 * `BENCH_ROUNDS` (3) rounds, each kind once per round; no anchor: issue 29's goals are absolute
 * (second start ≤ 3 s to /healthz, first ≤ 30 s after `npm ci`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage, median, nextPort, progress, spread } from './harness';
import { printTable } from './table';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'apps/server/dist/build-inputs.sha256');

async function until(url: string, started: number): Promise<number> {
  while ((await fetch(url).catch(() => null))?.status !== 200) {
    if (performance.now() - started > 300_000) throw new Error(`${url} did not answer 200 within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/** RSS of the server (npm's grandchild, in the start's process group) when it became ready. */
function serverRssMb(group: number): number {
  const lines = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(group)], { encoding: 'utf8' }).split(
    '\n',
  );
  // The largest of the lines naming it: npm runs the start script through a small shell first.
  const kb = lines
    .filter((line) => line.includes('dist/main.js'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
  return Math.round(Math.max(0, ...kb) / 1024);
}

async function startOnce(dataDir: string) {
  const port = nextPort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const healthz = await until(`${url}/healthz`, started);
    const readyz = await until(`${url}/readyz`, started);
    return { healthz, readyz, rss: serverRssMb(child.pid!) };
  } finally {
    // npm, the build script and the server: the whole group gets the SIGTERM a platform sends.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const runs: Record<string, { healthz: number; readyz: number; rss: number }[]> = {
  'first start, with build': [],
  'first start': [],
  'second start': [],
};
for (let round = 1; round <= ROUNDS; round++) {
  for (const kind of Object.keys(runs)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'spokes-start-'));
    try {
      if (kind === 'first start, with build') rmSync(stamp, { force: true });
      if (kind === 'second start') await startOnce(dataDir);
      progress(`round ${round}: ${kind}`);
      runs[kind].push(await startOnce(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

printTable(
  `npm start on the embedded database with the demo data: ms to /healthz and /readyz, median (min–max) of ${ROUNDS} rounds`,
  Object.entries(runs).map(([kind, measured]) => ({
    start: kind,
    '/healthz ms': spread(
      measured.map((run) => run.healthz),
      0,
    ),
    '/readyz ms': spread(
      measured.map((run) => run.readyz),
      0,
    ),
    'server RSS MB at ready': median(measured.map((run) => run.rss)),
    load: loadAverage(),
  })),
);
