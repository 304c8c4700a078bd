import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { rateLimitAttempts } from '@spokes/server/src/db/schema/auth';
import { createUser } from '@spokes/server/src/test/factories';
import { benchDatabases, type BenchDatabase } from './databases';
import { percentile, printTable, type Row } from './table';

const TRIES = Number(process.env.BENCH_RESET_TRIES ?? 50);
const WARM_UP = 10;
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

/**
 * `npm run bench:reset-timing`: the forgot-password request over real HTTP for a known and an
 * unknown address, interleaved, so that an attacker timing the answer learns nothing. The rate
 * limit would refuse after a few tries, so its counters are cleared between requests, untimed.
 */
async function measure(target: BenchDatabase): Promise<Row[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  // No worker: the mail is the job's work after the answer, and is not what is measured here.
  const app = await createApp(config, { inMemory: !target.databaseUrl, worker: false });
  try {
    const baseUrl = await app.listen(0, '127.0.0.1');
    const known = (await createUser(app.database.db)).email;
    const unknown = 'nobody-at-all@bench.test';
    const request = async (email: string) => {
      await app.database.db.delete(rateLimitAttempts);
      const start = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: FORGOT, variables: { email } }),
      });
      const body = (await response.json()) as { data?: { requestPasswordReset: boolean } };
      const elapsed = performance.now() - start;
      if (!body.data?.requestPasswordReset) throw new Error(`reset request refused: ${JSON.stringify(body)}`);
      return elapsed;
    };
    for (let i = 0; i < WARM_UP; i++) await request(i % 2 ? known : unknown);
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TRIES; i++) {
      // Alternating which goes first keeps a drift of the machine from favouring one side.
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const side of order) timings[side].push(await request(side === 'known' ? known : unknown));
    }
    // Paired by try, the difference cancels most of what a busy machine adds to both sides.
    const paired = timings.known.map((ms, i) => ms - timings.unknown[i]).sort((a, b) => a - b);
    for (const list of Object.values(timings)) list.sort((a, b) => a - b);
    const median = (side: keyof typeof timings) => percentile(timings[side], 50);
    const difference = Math.abs(median('known') - median('unknown'));
    return (['known', 'unknown'] as const).map((side) => ({
      database: target.label,
      address: side,
      tries: TRIES,
      'median (ms)': median(side).toFixed(2),
      'p95 (ms)': percentile(timings[side], 95).toFixed(2),
      'difference of medians (ms)': difference.toFixed(2),
      'median paired difference (ms)': percentile(paired, 50).toFixed(2),
      'below 1 ms': difference < 1 ? 'yes' : 'NO',
    }));
  } finally {
    await app.close();
  }
}

const databases = await benchDatabases();
const rows: Row[] = [];
try {
  for (const database of databases) rows.push(...(await measure(database)));
} finally {
  for (const database of databases) await database.drop();
}
printTable(`Password-reset request over HTTP: known vs unknown address, ${TRIES} tries each`, rows);
