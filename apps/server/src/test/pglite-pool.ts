import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client';

/**
 * The embedded databases of one test worker, each handed back at its app's close and set back to
 * the run's template before the next app takes it. Starting PGlite from the template costs
 * 350 ms alone and over a second on busy cores, most of a server test file's set-up; setting one
 * back costs a tenth of that. "Set back" means what a fresh copy would hold: every table's rows
 * and every sequence as in the template, and a fresh session (DISCARD ALL: no LISTEN, lock,
 * setting or temporary table left from the app before). Only what the app changed is set back:
 * truncating every table and writing the strings again was 370 ms per app, 47 s of the server
 * tests.
 */
const idle: PooledDatabase[] = [];
let template: Promise<TemplateState> | undefined;

type PooledDatabase = {
  database: Database;
  client: PGlite;
  /** The last set-back's transaction: a later one wrote what the set-back after it must undo. */
  setBackBy?: string;
};

type Sequence = { name: string; value: string; called: boolean };

type TemplateState = {
  schema: string;
  tables: string[];
  rows: { table: string; columns: string; overriding: string; json: string }[];
  sequences: Sequence[];
  /** One statement naming each table whose rows differ from the template's since a set-back ($1). */
  changedTables: string;
};

/** A database holding exactly the template, with the app's statement timeout. */
export async function pooledDatabase(templateDir: Blob, statementTimeoutMs: number): Promise<Database> {
  const pooled = idle.pop() ?? (await openPooled(templateDir));
  await pooled.client.exec(`SET statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  let closed = false;
  return {
    ...pooled.database,
    async close() {
      if (closed) return;
      closed = true;
      // A test that changed the schema (a trigger that fails on purpose, say) leaves a database
      // no set-back can restore: it is closed instead.
      if ((await schemaOf(pooled.client)) !== (await template!).schema) return pooled.database.close();
      await setBack(pooled);
      idle.push(pooled);
    },
  };
}

async function openPooled(templateDir: Blob): Promise<PooledDatabase> {
  const database = await openDatabase({ inMemory: true, loadDataDir: templateDir, statementTimeoutMs: 0 });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  template ??= readTemplate(client);
  await template;
  return { database, client };
}

async function readTemplate(client: PGlite): Promise<TemplateState> {
  const columns = await client.query<{ table: string; columns: string; overriding: boolean }>(`
    SELECT format('%I', c.table_name) AS table,
           string_agg(format('%I', c.column_name), ', ' ORDER BY c.ordinal_position)
             FILTER (WHERE c.is_generated = 'NEVER') AS columns,
           bool_or(c.identity_generation = 'ALWAYS') AS overriding
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_name ORDER BY c.table_name`);
  const rows: TemplateState['rows'] = [];
  const checks: string[] = [];
  for (const { table, columns: list, overriding } of columns.rows) {
    const { rows: found } = await client.query<{ json: string | null; count: number }>(
      `SELECT json_agg(t)::text AS json, count(*)::int AS count FROM ${table} t`,
    );
    const { json, count } = found[0]!;
    if (json)
      rows.push({ table, columns: list, overriding: overriding ? 'OVERRIDING SYSTEM VALUE' : '', json });
    // A row inserted or updated since was written by a later transaction; a row deleted changes
    // the count.
    checks.push(
      `SELECT '${table}' AS table FROM ${table}
        HAVING count(*) <> ${count} OR bool_or(xmin::text::bigint > $1)`,
    );
  }
  return {
    schema: await schemaOf(client),
    tables: columns.rows.map((row) => row.table),
    rows,
    sequences: await sequencesOf(client),
    changedTables: checks.join(' UNION ALL '),
  };
}

async function sequencesOf(client: PGlite): Promise<Sequence[]> {
  const { rows } = await client.query<Sequence>(`
    SELECT format('%I.%I', schemaname, sequencename) AS name,
           coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname = 'public'`);
  return rows;
}

/** What a test could change beside the rows: relations, columns, constraints, triggers, functions. */
async function schemaOf(client: PGlite) {
  const { rows } = await client.query<{ schema: string }>(`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(format('%s.%s:%s', a.attrelid::regclass, a.attname, a.atttypid), ',' ORDER BY 1)
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND a.attnum > 0
          AND NOT a.attisdropped),
      (SELECT string_agg(format('%s:%s', conname, pg_get_constraintdef(oid)), ',' ORDER BY 1)
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace),
      (SELECT string_agg(format('%s:%s', tgname, tgenabled), ',' ORDER BY 1) FROM pg_trigger),
      (SELECT string_agg(format('%s:%s', proname, md5(prosrc)), ',' ORDER BY 1)
         FROM pg_proc WHERE pronamespace = 'public'::regnamespace),
      (SELECT string_agg(nspname, ',' ORDER BY 1) FROM pg_namespace)
    )) AS schema`);
  return rows[0]!.schema;
}

async function setBack(pooled: PooledDatabase) {
  const { client } = pooled;
  const { tables, rows, sequences, changedTables } = await template!;
  await client.exec('DISCARD ALL');
  const changed = new Set(
    pooled.setBackBy === undefined
      ? tables
      : (await client.query<{ table: string }>(changedTables, [pooled.setBackBy])).rows.map(
          (row) => row.table,
        ),
  );
  const now = new Map((await sequencesOf(client)).map((sequence) => [sequence.name, sequence]));
  await client.transaction(async (tx) => {
    // Replica: no trigger fires (the append-only logs refuse DELETE) and no foreign key is
    // checked while the rows go back in, as in a restore. DELETE, not TRUNCATE, which would want
    // every table referring to one emptied in the same statement.
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    for (const table of changed) await tx.exec(`DELETE FROM ${table}`);
    for (const { table, columns, overriding, json } of rows) {
      if (!changed.has(table)) continue;
      await tx.query(
        `INSERT INTO ${table} (${columns}) ${overriding}
         SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1)`,
        [json],
      );
    }
    for (const { name, value, called } of sequences) {
      const current = now.get(name);
      if (current?.value !== value || current.called !== called)
        await tx.query(`SELECT setval($1, $2, $3)`, [name, value, called]);
    }
    const { rows: written } = await tx.query<{ xid: string }>(`SELECT pg_current_xact_id()::text AS xid`);
    pooled.setBackBy = written[0]!.xid;
  });
}
