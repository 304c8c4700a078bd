import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { createApp, type App } from '../app';
import { pooledDatabase } from './pglite-pool';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh app on its own database: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again at close), so tests share nothing.
 * Both start as the run's migrated template (database-template.ts) where there is one: a copy on
 * PostgreSQL, an embedded database of the worker's pool set back to it on PGlite (pglite-pool.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<App & { databaseUrl?: string }> {
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, inject('postgresTemplate'))
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
  const templateDir = databaseUrl ? undefined : await pgliteTemplate();
  const app = await createApp(config, {
    inMemory: !databaseUrl,
    database: templateDir ? await pooledDatabase(templateDir, config.STATEMENT_TIMEOUT_MS) : undefined,
    worker: options.worker ?? false,
  });
  return {
    ...app,
    databaseUrl,
    async close() {
      await app.close();
      await scratch?.drop();
    },
    async drain(timeoutMs: number) {
      const drained = await app.drain(timeoutMs);
      await scratch?.drop();
      return drained;
    },
  };
}

let pgliteTarball: Promise<Blob> | undefined;

/** The migrated PGlite data directory of the run, read once per worker. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTarball ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTarball;
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
