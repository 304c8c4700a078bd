import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder } from '../paths';
import { createScratchDatabase } from '../test/scratch-database';
import { queryRows } from './rows';
import { sql } from 'drizzle-orm';

const postgresUrl = process.env.TEST_DATABASE_URL;
const migrations = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describe('several instances starting at once on one PostgreSQL', () => {
  it('migrate and seed an empty database once, and every one serves', async (test) => {
    test.skip(!postgresUrl, 'PostgreSQL only: PGlite is one process per data directory');
    const scratch = await createScratchDatabase(postgresUrl!);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      PUBLIC_URL: 'http://localhost:3000',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const started = await Promise.allSettled([createApp(config), createApp(config), createApp(config)]);
    const apps = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      expect(started.filter((start) => start.status === 'rejected')).toEqual([]);
      const [{ applied }] = await queryRows<{ applied: number }>(
        apps[0].database.db,
        sql`select count(*) as applied from drizzle.__drizzle_migrations`,
      );
      expect(applied).toBe(migrations);
      for (const app of apps as App[]) {
        const url = await app.listen(0, '127.0.0.1');
        expect((await fetch(`${url}/readyz`)).status).toBe(200);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await scratch.drop();
    }
  });
});
