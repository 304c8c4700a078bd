import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { companies } from '../db/schema/companies';
import { translations } from '../db/schema/translations';
import { createCompany } from './factories';
import { pooledDatabase } from './pglite-pool';

const templateFile = inject('pgliteTemplate');
const template = async () => new Blob([await readFile(templateFile!)]);
type Pooled = Awaited<ReturnType<typeof pooledDatabase>>;
const count = async (database: Pooled, table: PgTable) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const firstRow = async <T>(database: Pooled, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const nextCompanyId = async (database: Pooled) => (await createCompany(database.db)).id;

describe.skipIf(!templateFile)('the embedded databases of a test worker', () => {
  it('hands a database back as the template held it: rows, sequences and session', async () => {
    const first = await pooledDatabase(await template(), 5000);
    const translated = await count(first, translations);
    const firstId = await nextCompanyId(first);
    await first.db.delete(translations);
    await first.db.execute(sql`SELECT pg_advisory_lock(42)`);
    await first.close();

    const second = await pooledDatabase(await template(), 5000);
    expect(await count(second, companies)).toBe(0);
    expect(await count(second, translations)).toBe(translated);
    expect(await nextCompanyId(second)).toBe(firstId);
    const advisory = sql`SELECT count(*)::int AS locks FROM pg_locks WHERE locktype = 'advisory'`;
    expect(await firstRow(second, advisory)).toEqual({ locks: 0 });
    expect(await firstRow(second, sql`SHOW statement_timeout`)).toEqual({ statement_timeout: '5s' });
    await second.close();
  });

  it('sets back what changed after a set-back: an updated row and a sequence, the rest untouched', async () => {
    const untouched = await pooledDatabase(await template(), 5000);
    const { text } = await firstRow<{ text: string }>(
      untouched,
      sql`SELECT value AS text FROM translations ORDER BY id LIMIT 1`,
    );
    await untouched.close();

    const changing = await pooledDatabase(await template(), 5000);
    await changing.db.execute(
      sql`UPDATE translations SET value = 'changed' WHERE id = (SELECT min(id) FROM translations)`,
    );
    const companyId = await nextCompanyId(changing);
    await changing.close();

    const next = await pooledDatabase(await template(), 5000);
    expect(await firstRow(next, sql`SELECT value AS text FROM translations ORDER BY id LIMIT 1`)).toEqual({
      text,
    });
    expect(await count(next, companies)).toBe(0);
    expect(await nextCompanyId(next)).toBe(companyId);
    await next.close();
  });

  it('does not hand on a database whose schema a test changed', async () => {
    const changed = await pooledDatabase(await template(), 5000);
    await changed.db.execute(sql`CREATE FUNCTION left_behind() RETURNS int LANGUAGE sql AS 'SELECT 1'`);
    await changed.close();
    const next = await pooledDatabase(await template(), 5000);
    const leftBehind = sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'left_behind'`;
    expect(await firstRow(next, leftBehind)).toEqual({ n: 0 });
    await next.close();
  });
});
