import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { createApp, type App } from '../app';

/**
 * A fresh app on its own database: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again at close), so tests share nothing.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<App & { databaseUrl?: string }> {
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const databaseUrl = scratch?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // In memory createApp makes a fresh TOTP key itself. Production requires one, and on
    // PostgreSQL createApp would keep one in DATA_DIR: there the test app gives a fresh one.
    ...(databaseUrl || env.NODE_ENV === 'production'
      ? { TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') }
      : {}),
    ...env,
  });
  // Jobs run only when a test calls app.worker.runOnce(), so what a test sees does not hang on timing.
  const app = await createApp(config, { inMemory: !databaseUrl, worker: options.worker ?? false });
  return {
    ...app,
    databaseUrl,
    async close() {
      await app.close();
      await scratch?.drop();
    },
  };
}

/**
 * A second server instance on the database of `app` (a PostgreSQL one: PGlite is one process),
 * with its TOTP key, as a second node of one deployment would run.
 */
export function secondInstanceOf(app: App & { databaseUrl?: string }) {
  return createApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: app.databaseUrl,
      TOTP_ENCRYPTION_KEY: app.config.TOTP_ENCRYPTION_KEY,
    }),
  );
}

/** A new, empty database on the server of `serverUrl`; `drop` removes it again. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `spokes_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
