import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { rateLimitAttempts } from '@spokes/server/src/db/schema/auth';
import { createUser } from '@spokes/server/src/test/factories';
import { benchDatabases, type BenchDatabase } from './databases';
import { percentile } from './harness';
import { printTable, type Row } from './table';

const TRIES = Number(process.env.BENCH_RESET_TRIES ?? 50);
const WARM_UP = 10;
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

/**
 * `npm run bench:reset-timing`: the forgot-password request over real HTTP for a known and an
 * unknown address, interleaved, to show that an attacker timing the answer learns nothing. The rate
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
    // A second unknown address is the control: its difference to the first is the machine's noise.
    const addresses = { known, unknown, 'unknown (control)': 'nobody-either@bench.test' };
    const sides = Object.keys(addresses) as (keyof typeof addresses)[];
    for (let i = 0; i < WARM_UP; i++) await request(addresses[sides[i % sides.length]]);
    const timings = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<
      keyof typeof addresses,
      number[]
    >;
    for (let i = 0; i < TRIES; i++) {
      // Rotating which goes first keeps a drift of the machine from favouring one side.
      for (let j = 0; j < sides.length; j++) {
        const side = sides[(i + j) % sides.length];
        timings[side].push(await request(addresses[side]));
      }
    }
    // Paired by try, the difference cancels most of what a busy machine adds to every side.
    const paired = (side: keyof typeof addresses) =>
      timings[side].map((ms, i) => ms - timings.unknown[i]).sort((a, b) => a - b);
    const median = (side: keyof typeof addresses) =>
      percentile(
        [...timings[side]].sort((a, b) => a - b),
        50,
      );
    return sides.map((side) => {
      const difference = Math.abs(median(side) - median('unknown'));
      return {
        database: target.label,
        address: side,
        tries: TRIES,
        'median (ms)': median(side).toFixed(2),
        'p95 (ms)': percentile(
          [...timings[side]].sort((a, b) => a - b),
          95,
        ).toFixed(2),
        'median − unknown (ms)': side === 'unknown' ? '' : difference.toFixed(2),
        'paired median − unknown (ms)': side === 'unknown' ? '' : percentile(paired(side), 50).toFixed(2),
        'below 1 ms': side === 'unknown' ? '' : difference < 1 ? 'yes' : 'NO',
      };
    });
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
