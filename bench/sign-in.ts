import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { createUser, TEST_PASSWORD } from '@spokes/server/src/test/factories';
import { graphqlClient } from '@spokes/server/src/test/graphql-client';
import type { BenchDatabase } from './databases';
import { percentile } from './harness';
import { rssMb, type Row } from './table';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 30);

/** One sign-in request end to end through GraphQL: argon2id verification dominates it. */
export async function benchSignIn(target: BenchDatabase): Promise<Row> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await createApp(config, { inMemory: !target.databaseUrl, worker: false });
  try {
    const user = await createUser(app.database.db);
    const timings: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const client = graphqlClient(app);
      const start = performance.now();
      await client.signIn(user.email, TEST_PASSWORD);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    return {
      database: target.label,
      'sign-ins': SIGN_INS,
      'median (ms)': percentile(timings, 50).toFixed(1),
      'p95 (ms)': percentile(timings, 95).toFixed(1),
      'rss (MB)': rssMb(),
    };
  } finally {
    await app.close();
  }
}
