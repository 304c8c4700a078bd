import pg from 'pg';
import { createScratchDatabase } from '@spokes/server/src/test/scratch-database';

export type BenchDatabase = { label: string; databaseUrl?: string; drop(): Promise<void> };

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * PGlite in memory, and a scratch database on the PostgreSQL server when one answers.
 * `BENCH_ONLY=pglite` or `BENCH_ONLY=postgres` measures one of them (a profile of one run).
 */
export async function benchDatabases(): Promise<BenchDatabase[]> {
  const only = process.env.BENCH_ONLY;
  const list: BenchDatabase[] =
    only === 'postgres' ? [] : [{ label: 'PGlite (in memory)', drop: async () => {} }];
  if (only === 'pglite') return list;
  if (await reachable(postgresUrl)) {
    const scratch = await createScratchDatabase(postgresUrl);
    list.push({
      label: `PostgreSQL (${new URL(postgresUrl).host})`,
      databaseUrl: scratch.url,
      drop: scratch.drop,
    });
  } else {
    process.stderr.write(`PostgreSQL at ${postgresUrl} does not answer: measuring PGlite only\n`);
  }
  return list;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
