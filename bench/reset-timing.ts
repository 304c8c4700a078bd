import { rateLimitAttempts } from '@spokes/server/src/db/schema/auth';
import type { Database } from '@spokes/server/src/db/client';
import { createUser } from '@spokes/server/src/test/factories';
import { percentile, scratchPostgres, startBuiltServer, withDatabase } from './harness';
import { printTable, type Row } from './table';

const TRIES = Number(process.env.BENCH_RESET_TRIES ?? 50);
const WARM_UP = 10;
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

/**
 * `npm run bench:reset-timing`: the forgot-password request over HTTP to the built server in its
 * own process, for a known and an unknown address, interleaved, to show that an attacker timing
 * the answer learns nothing. The rate limit would refuse after a few tries, so the bench clears its
 * counters between requests, untimed, through a connection of its own: PostgreSQL only, since
 * PGlite's folder belongs to the one process that opened it. The server's job worker runs, as in
 * production: the mail is its work after the answer.
 */
async function measure(database: Database, baseUrl: string): Promise<Row[]> {
  const known = (await createUser(database.db)).email;
  const unknown = 'nobody-at-all@bench.test';
  const request = async (email: string) => {
    await database.db.delete(rateLimitAttempts);
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
}

const target = await scratchPostgres();
let rows: Row[];
try {
  const server = await startBuiltServer(target);
  try {
    rows = await withDatabase(target, (database) => measure(database, server.url));
  } finally {
    await server.stop();
  }
} finally {
  await target.drop();
}
printTable(
  `Password-reset request over HTTP to the built server, PostgreSQL: known vs unknown address, ${TRIES} tries each`,
  rows,
);
