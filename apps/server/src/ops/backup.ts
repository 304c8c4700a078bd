import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { queryRows } from '../db/rows';
import { createFileStorage } from '../integrations/storage/file-storage';

const run = promisify(execFile);
const FORMAT = 'spokes-backup';
const FORMAT_VERSION = 1;

export type Manifest = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  database: {
    kind: Database['kind'];
    /** pg_dump's custom format, or PGlite's data directory as a tar. */
    file: string;
    sha256: string;
    /** Migrations applied, and the last one's name. */
    migrations: number;
    lastMigration: string | null;
  };
  /** Rows per table of the public schema when the backup was made. */
  counts: Record<string, number>;
  files: { key: string; size: number; sha256: string; contentType: string }[];
};

export class BackupError extends Error {}

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Rows of every table of the public schema, and the migration level. */
export async function databaseFacts(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ rows }] = await queryRows<{ rows: number }>(
      database.db,
      sql`select count(*)::int as rows from ${sql.identifier(name)}`,
    );
    counts[name] = rows;
  }
  const [{ migrations }] = await queryRows<{ migrations: number }>(
    database.db,
    sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`,
  );
  return { counts, migrations };
}

/** The journal's name of the `count`-th migration (`0019_list_scope_indexes`). */
async function migrationName(migrationsFolder: string, count: number): Promise<string | null> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries[count - 1]?.tag ?? null;
}

/**
 * One archive (tar.gz) of the database and the stored files with a manifest: `pg_dump` of
 * DATABASE_URL (a consistent snapshot while the app runs), or PGlite's data directory (the app
 * stopped: one process per DATA_DIR). Files are read through the storage port, local or S3.
 */
export async function createBackup(config: Config, archive: string, migrationsFolder: string) {
  const staging = await mkdtemp(join(tmpdir(), 'spokes-backup-'));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
    poolSize: 2,
    migrate: false,
  });
  try {
    const facts = await databaseFacts(database);
    const file = database.kind === 'postgres' ? 'database.pgdump' : 'database.pglite.tar';
    if (database.kind === 'postgres') {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${join(staging, file)}`,
        config.DATABASE_URL!,
      ]);
    } else {
      await writeFile(join(staging, file), Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    }
    const storage = createFileStorage(config);
    const files: Manifest['files'] = [];
    for await (const key of storage.list()) {
      const stored = await storage.get(key);
      if (!stored) continue;
      const bytes = await buffer(stored.stream);
      await mkdir(dirname(join(staging, 'files', key)), { recursive: true });
      await writeFile(join(staging, 'files', key), bytes);
      files.push({
        key,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contentType: stored.contentType,
      });
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind: database.kind,
        file,
        sha256: await sha256Of(join(staging, file)),
        migrations: facts.migrations,
        lastMigration: await migrationName(migrationsFolder, facts.migrations),
      },
      counts: facts.counts,
      files: files.sort((a, b) => a.key.localeCompare(b.key)),
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, file: archive, cwd: staging }, [
      'manifest.json',
      file,
      ...(files.length ? ['files'] : []),
    ]);
    return manifest;
  } finally {
    await database.close();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks an archive: its manifest, then every checksum. Throws BackupError otherwise. */
async function unpack(archive: string, into: string): Promise<Manifest> {
  try {
    await tar.extract({ file: archive, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(`${archive} cannot be read as a Spokes backup: ${(error as Error).message}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(into, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${archive} holds no manifest.json: it is not a Spokes backup`);
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION)
    throw new BackupError(`${archive} is not a Spokes backup of format ${FORMAT_VERSION}`);
  const damaged = async (path: string, sha256: string) => (await sha256Of(path).catch(() => null)) !== sha256;
  if (await damaged(join(into, manifest.database.file), manifest.database.sha256))
    throw new BackupError(`${archive} is damaged: the database's checksum differs from the manifest's`);
  for (const file of manifest.files)
    if (await damaged(join(into, 'files', file.key), file.sha256))
      throw new BackupError(`${archive} is damaged: ${file.key} differs from the manifest's checksum`);
  return manifest;
}

/**
 * Brings an empty database (DATABASE_URL, or a DATA_DIR without one) and the file storage back
 * to the archive's state, then migrates it to this release's level. Refuses a damaged or foreign
 * archive, one of the other kind of database, and a target that already holds data.
 */
export async function restoreBackup(config: Config, archive: string) {
  const staging = await mkdtemp(join(tmpdir(), 'spokes-restore-'));
  try {
    const manifest = await unpack(archive, staging);
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind)
      throw new BackupError(`${archive} holds a ${manifest.database.kind} database; this target is ${kind}`);
    const dump = join(staging, manifest.database.file);
    if (kind === 'postgres') {
      const target = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        statementTimeoutMs: 0,
        poolSize: 2,
        migrate: false,
      });
      const [{ tables }] = await queryRows<{ tables: number }>(
        target.db,
        sql`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ).finally(() => target.close());
      if (tables > 0) throw new BackupError('the target database is not empty: restore into a new one');
      await run('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${config.DATABASE_URL}`,
        dump,
      ]);
    } else {
      if (existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')))
        throw new BackupError(
          `DATA_DIR ${config.dataDir} already holds a database: restore into an empty one`,
        );
      const restored = await openDatabase({
        dataDir: config.dataDir,
        loadDataDir: new Blob([await readFile(dump)]),
        statementTimeoutMs: 0,
        migrate: false,
      });
      await restored.close();
    }
    const storage = createFileStorage(config);
    for (const file of manifest.files)
      await storage.put(file.key, await readFile(join(staging, 'files', file.key)), file.contentType);
    // This release's migrations on top of the backup's level.
    const migrated = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      statementTimeoutMs: 0,
      poolSize: 2,
    });
    const facts = await databaseFacts(migrated).finally(() => migrated.close());
    return { manifest, migrations: facts.migrations };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
