import { createDealer } from '@spokes/server/src/test/factories';
import { startCluster, type Cluster } from '@spokes/server/src/ops/cluster';
import {
  createBenchSession,
  interleaved,
  loadAverage,
  progress,
  scratchPostgres,
  spread,
  withDatabase,
} from './harness';
import { driveLoad, LOAD_MIX } from './load-mix';
import { printTable, type Row } from './table';

/**
 * `npm run bench:cluster -w bench` (after `npm run build`): the load run's 200 sessions and mix
 * through HAProxy to one instance and to two, on one PostgreSQL database, with one instance
 * reached directly as the anchor (what the proxy costs). Rounds of BENCH_LOAD_SECONDS (20)
 * each, interleaved; medians with their range.
 */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const target = await scratchPostgres();
const clusters: Cluster[] = [];
try {
  const start = (instances: number) =>
    startCluster({
      databaseUrl: target.databaseUrl!,
      dataDir: target.dataDir,
      instances,
      logDir: `${target.dataDir}/logs`,
      env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    }).then((cluster) => (clusters.push(cluster), cluster));
  progress('cluster load: starting one instance, then two, behind HAProxy');
  const one = await start(1);
  const two = await start(2);
  // Half super users, half dealer admins, as in the load run.
  const cookies = await withDatabase(target, async (database) => {
    const dealer = await createDealer(database.db);
    const made: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const role = i % 2 === 0 ? { super_user: true, admin: true } : { admin: true, dealerIds: [dealer.id] };
      made.push((await createBenchSession(database, role)).cookie);
    }
    return made;
  });
  const round = (label: string, url: string) => () => {
    progress(`cluster load: ${label}`);
    return driveLoad(url, cookies, SECONDS);
  };
  const results = await interleaved(ROUNDS, {
    'one instance, direct (anchor)': round('direct', one.instances[0].url),
    'HAProxy, one instance': round('one instance', one.url),
    'HAProxy, two instances': round('two instances', two.url),
  });
  const rows: Row[] = Object.entries(results).map(([setup, runs]) => {
    for (const run of runs)
      for (const [error, count] of run.errors) process.stderr.write(`${setup}: ${count} × ${error}\n`);
    return {
      setup,
      'req/s': spread(
        runs.map((run) => run.requests / SECONDS),
        0,
      ),
      'p50 (ms)': spread(runs.map((run) => run.p50)),
      'p99 (ms)': spread(runs.map((run) => run.p99)),
      errors: runs.reduce((sum, run) => sum + [...run.errors.values()].reduce((a, b) => a + b, 0), 0),
      'goal errors': 0,
    };
  });
  printTable(
    `Load through HAProxy: ${SESSIONS} signed-in sessions, ${LOAD_MIX}, PostgreSQL, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s, median (min–max); load average ${loadAverage()}`,
    rows,
  );
} finally {
  for (const cluster of clusters) await cluster.stop();
  await target.drop();
}
