import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/scratch-database';
import { openDatabase } from './client';
import { pgliteTemplatePath } from './pglite-template';
import { migrationsFolder } from '../paths';

const dataDir = mkdtempSync(join(tmpdir(), 'spokes-client-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database in DATA_DIR', () => {
  it('starts a new folder as a copy of the migrated template, with small shared buffers', async () => {
    const fresh = await openDatabase({ dataDir: join(dataDir, 'fresh'), statementTimeoutMs: 5000 });
    try {
      expect(existsSync(join(pgliteTemplatePath(), 'PG_VERSION'))).toBe(true);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = (await fresh.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const buffers = (await fresh.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(buffers.rows[0].shared_buffers).toBe('16MB');
    } finally {
      await fresh.close();
    }
  });

  it('keeps data across a restart and refuses a second process on the same folder', async () => {
    const first = await openDatabase({ dataDir, statementTimeoutMs: 5000 });
    await first.db.execute(sql`create table kept (id int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await expect(openDatabase({ dataDir, statementTimeoutMs: 5000 })).rejects.toThrow(
      /in use by another Spokes process/,
    );
    await first.close();

    const again = await openDatabase({ dataDir, statementTimeoutMs: 5000 });
    const result = (await again.db.execute(sql`select id from kept`)) as unknown as {
      rows: { id: number }[];
    };
    expect(result.rows).toEqual([{ id: 42 }]);
    await again.close();
  });

  // PGlite runs in one WASM thread and never interrupts a running statement: the timeout
  // protects PostgreSQL deployments, so it is proved there.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'applies the statement timeout to every query on PostgreSQL',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const database = await openDatabase({ databaseUrl: scratch.url, statementTimeoutMs: 200 });
      const error = await database.db.execute(sql`select pg_sleep(2)`).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/statement timeout/);
      await database.close();
      await scratch.drop();
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'opens as many PostgreSQL connections as the pool size allows, and no more',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const database = await openDatabase({
        databaseUrl: scratch.url,
        statementTimeoutMs: 5000,
        poolSize: 3,
      });
      // Drizzle runs a query when it is awaited: the async function starts each one now.
      const waits = Array.from({ length: 6 }, async () => database.db.execute(sql`select pg_sleep(1)`));
      const observer = new pg.Client({ connectionString: scratch.url });
      await observer.connect();
      let most = 0;
      for (let look = 0; look < 8; look++) {
        const { rows } = await observer.query<{ sleeping: number }>(
          `select count(*)::int as sleeping from pg_stat_activity
           where datname = current_database() and query like 'select pg_sleep%'`,
        );
        most = Math.max(most, rows[0].sleeping);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await observer.end();
      expect(most).toBe(3);
      await Promise.all(waits);
      await database.close();
      await scratch.drop();
    },
  );
});
