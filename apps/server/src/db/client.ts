import { existsSync, mkdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Query } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { schema } from './schema';
import { listenWithReconnect } from './pg-listener';
import { ensurePgliteTemplate, loadPglite } from './pglite-template';
import { logger } from '../logger';
import { migrationsFolder } from '../paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; returns the unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: the start's migrations
   * and seeding. PostgreSQL: a session advisory lock held on a connection of its own, so several
   * instances started at once on one database migrate and seed once, one after the other.
   * PGlite: one process per data directory already (its lock file).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections in use and idle, and the requests waiting for one. */
  poolStats?: () => { inUse: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: the rows of one query a batch at a time through a server-side cursor, in a
   * read-only transaction on a connection of its own until the caller stops. PGlite has none: its
   * one connection serves everyone, and a cursor held open while a client downloads would stall them.
   */
  readBatches?: (query: Query, batchSize: number) => AsyncGenerator<Record<string, unknown>[]>;
  /** PGlite only: the data directory as a tarball, for `loadDataDir` (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
};

// int8 (count(*), sums) arrive as strings from node-postgres and as numbers from PGlite: make both numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** PGlite: start from this dumped data directory (in memory, or a DATA_DIR holding none yet). */
  loadDataDir?: Blob;
  /** false: open as it is, without migrating (a backup reads the database at its own level). */
  migrate?: boolean;
  statementTimeoutMs: number;
  /** PostgreSQL only: connections in the pool (PGlite has one). */
  poolSize?: number;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.statementTimeoutMs, options.poolSize, options.migrate);
  return openPglite(options);
}

/** Kept open when idle: the listener, the job worker and a request's statements in parallel, twice. */
const WARM_CONNECTIONS = 8;

async function openPostgres(
  url: string,
  statementTimeoutMs: number,
  poolSize = 10,
  migrate = true,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections idle for 10 s close beyond these. A new one starts a server process with cold
    // caches: the list after a pause took 37–73 ms instead of 18–39 (7/12/2026, a million
    // quotations), and a back office pauses between clicks.
    min: Math.min(poolSize, WARM_CONNECTIONS),
    statement_timeout: statementTimeoutMs,
  });
  // An idle connection closed by the server (restart, failover) is dropped from the pool; unheard, it
  // would end the process. The error carries the whole pg client (err.client): only what says why.
  pool.on('error', (error: Error & { code?: string }) =>
    logger.warn({ err: error.message, code: error.code }, 'an idle database connection was closed'),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusively = <T>(work: () => Promise<T>) => underStartLock(pool, work);
  if (migrate) await exclusively(() => migratePg(drizzlePg(pool), { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    exclusively,
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, onPayload) => listenWithReconnect(pool, channel, onPayload),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    close: () => endPool(pool),
    readBatches: (query, batchSize) => readBatches(pool, query, batchSize),
  };
}

/** The advisory lock of the start: "Spokes" in ASCII, so it names itself in pg_locks. */
const START_LOCK = 0x53706f6b6573;

async function underStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations may take longer than a statement may.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    // Closed, not returned to the pool: the lock ends with its session, the lifted timeout too.
    client.release(true);
  }
}

async function* readBatches(pool: pg.Pool, query: Query, batchSize: number) {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin read only');
    await client.query({ text: `declare batches no scroll cursor for (${query.sql})`, values: query.params });
    // The next batch is read while the caller handles this one.
    const fetch = () => client.query<Record<string, unknown>>(`fetch ${Math.trunc(batchSize)} from batches`);
    let next = fetch();
    for (;;) {
      const { rows } = await next;
      if (rows.length < batchSize) {
        if (rows.length > 0) yield rows;
        return;
      }
      next = fetch();
      // A caller that stops early leaves the read ahead unawaited: the rollback below settles it.
      next.catch(() => {});
      yield rows;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Ending the transaction closes the cursor; a connection whose query failed is not reused.
    await client.query('rollback').catch(() => (failed = true));
    client.release(failed);
  }
}

/**
 * pg-pool's `end` resolves once its clients are told to end, before their connections are
 * closed: a database dropped right after (tests, benches) would close them from the server side.
 */
async function endPool(pool: pg.Pool) {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite, pg_trgm, drizzle: drizzlePglite, migrate: migratePglite, startParams } = await loadPglite();
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create({
      extensions: { pg_trgm },
      startParams,
      loadDataDir: options.loadDataDir,
    });
  } else {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir);
    const pgdata = join(dir, 'pglite');
    const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
    if (options.loadDataDir && !fresh) {
      await release();
      throw new Error(`DATA_DIR ${dir} already holds a database; restore into an empty one.`);
    }
    if (fresh && !options.loadDataDir) await startFromTemplate(pgdata);
    client = await PGlite.create({
      dataDir: pgdata,
      extensions: { pg_trgm },
      startParams,
      loadDataDir: options.loadDataDir,
    });
  }
  await client.exec(`SET statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    exclusively: (work) => work(),
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      await client.close();
      await release?.();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** A new DATA_DIR: a copy of the migrated template; without one, PGlite runs initdb in it itself. */
async function startFromTemplate(pgdata: string) {
  try {
    await cp(await ensurePgliteTemplate(), pgdata, { recursive: true });
  } catch (error) {
    logger.warn({ err: error }, 'no PGlite template to start from: initdb runs in DATA_DIR');
    await rm(pgdata, { recursive: true, force: true });
  }
}

/** Two processes on one PGlite folder corrupt it: the second one must fail with a clear message. */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { lockfilePath: join(dir, '.lock'), stale: 15000, update: 5000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `DATA_DIR ${dir} is in use by another Spokes process; stop it or choose another DATA_DIR.`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}
