import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { loadPglite } from '../db/pglite-template';
import { seedDemoIfEmpty } from '../db/seed/demo-on-start';
import { seedReferenceData } from '../db/seed/reference';
import { seedTranslations } from '../db/seed/translations';
import { translationStrings } from '../modules/translations/catalogue';
import { createFileStorage } from '../integrations/storage/file-storage';
import { migrationsFolder } from '../paths';
import { createScratchDatabase } from '../test/scratch-database';
import { BackupError, createBackup, databaseFacts, restoreBackup } from './backup';

const postgresUrl = process.env.TEST_DATABASE_URL;
const kinds: ('pglite' | 'postgres')[] = ['pglite', ...(postgresUrl ? (['postgres'] as const) : [])];

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'spokes-backup-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

let places = 0;
/** A fresh place to keep data: a DATA_DIR, and on PostgreSQL an empty database. */
async function place(kind: 'pglite' | 'postgres') {
  const dataDir = join(work, `place-${++places}`);
  const scratch = kind === 'postgres' ? await createScratchDatabase(postgresUrl!) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  return { config, drop: async () => scratch?.drop() };
}

const open = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
    poolSize: 2,
  });

async function factsOf(config: Config) {
  const database = await open(config);
  try {
    return await databaseFacts(database);
  } finally {
    await database.close();
  }
}

/** Every stored file's checksum by key. */
async function filesOf(config: Config) {
  const storage = createFileStorage(config);
  const files: Record<string, string> = {};
  for await (const key of storage.list())
    files[key] = createHash('sha256')
      .update(await buffer((await storage.get(key))!.stream))
      .digest('hex');
  return files;
}

/** A demo seeded, backed up and restored: 10–15 s alone, several times that beside the suite. */
const ROUND_TRIP_MS = 180_000;

describe.each(kinds)('backup and restore on %s', (kind) => {
  it(
    'restores the demo elsewhere with every table and every file as they were',
    async () => {
      const source = await place(kind);
      const target = await place(kind);
      try {
        const database = await open(source.config);
        // What a start writes before the demo: reference data and strings.
        await seedReferenceData(database.db);
        await seedTranslations(database.db, translationStrings);
        await seedDemoIfEmpty(database.db, createFileStorage(source.config)).finally(() => database.close());
        const archive = join(work, `demo-${kind}.tar.gz`);
        const manifest = await createBackup(source.config, archive, migrationsFolder);
        const before = await factsOf(source.config);
        expect(manifest.counts).toEqual(before.counts);
        expect(manifest.counts.quotations).toBeGreaterThan(100);
        expect(manifest.files.length).toBeGreaterThan(10);

        await restoreBackup(target.config, archive);
        expect(await factsOf(target.config)).toEqual(before);
        expect(await filesOf(target.config)).toEqual(await filesOf(source.config));

        await expect(restoreBackup(target.config, archive)).rejects.toThrow(BackupError);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    ROUND_TRIP_MS,
  );
});

describe('restore refuses', () => {
  let archive: string;
  let config: Config;
  beforeAll(async () => {
    ({ config } = await place('pglite'));
    const storage = createFileStorage(config);
    await storage.put('order-logs/a.pdf', new TextEncoder().encode('%PDF-1.7 a'), 'application/pdf');
    archive = join(work, 'small.tar.gz');
    await createBackup(config, archive, migrationsFolder);
  });

  /** The archive unpacked, changed by `change`, packed again. */
  async function altered(change: (dir: string) => Promise<void>) {
    const dir = await mkdtemp(join(work, 'altered-'));
    await tar.extract({ file: archive, cwd: dir });
    await change(dir);
    const file = `${dir}.tar.gz`;
    await tar.create({ gzip: true, file, cwd: dir }, ['.']);
    return file;
  }

  it('a damaged archive: a changed file, a changed database, a broken gzip', async () => {
    const changedFile = await altered((dir) => writeFile(join(dir, 'files/order-logs/a.pdf'), '%PDF-1.7 b'));
    const changedDatabase = await altered(async (dir) => {
      const path = join(dir, 'database.pglite.tar');
      const bytes = await readFile(path);
      bytes[bytes.length >> 1] ^= 0xff;
      await writeFile(path, bytes);
    });
    const broken = join(work, 'broken.tar.gz');
    const bytes = await readFile(archive);
    bytes[bytes.length >> 1] ^= 0xff;
    await writeFile(broken, bytes);
    for (const [file, message] of [
      [changedFile, /damaged: order-logs\/a.pdf differs/],
      [changedDatabase, /damaged: the database's checksum differs/],
      [broken, /cannot be read as a Spokes backup/],
    ] as const) {
      const { config: target } = await place('pglite');
      await expect(restoreBackup(target, file)).rejects.toThrow(message);
    }
  });

  it('an archive that is not a Spokes backup, or of another kind of database', async () => {
    const foreign = await altered((dir) => rm(join(dir, 'manifest.json')));
    const { config: target } = await place('pglite');
    await expect(restoreBackup(target, foreign)).rejects.toThrow(/not a Spokes backup/);
    const otherKind = await altered(async (dir) => {
      const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { database: object };
      await writeFile(
        join(dir, 'manifest.json'),
        JSON.stringify({ ...manifest, database: { ...manifest.database, kind: 'postgres' } }),
      );
    });
    await expect(restoreBackup(target, otherKind)).rejects.toThrow(
      /holds a postgres database; this target is pglite/,
    );
  });
});

describe('a backup of the previous migration level', () => {
  it(
    'is restored and migrated to this release',
    async () => {
      const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      // The migrations of the release before: the same folder without the last one.
      const previous = join(work, 'previous-migrations');
      await cp(migrationsFolder, previous, { recursive: true });
      await writeFile(
        join(previous, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
      );
      const { PGlite, pg_trgm, drizzle, migrate } = await loadPglite();
      const older = await PGlite.create({ extensions: { pg_trgm } });
      await migrate(drizzle(older), { migrationsFolder: previous });
      const dump = await older.dumpDataDir('none');
      await older.close();
      const { config } = await place('pglite');
      const written = await openDatabase({
        dataDir: config.dataDir,
        loadDataDir: dump,
        statementTimeoutMs: 0,
        migrate: false,
      });
      await written.close();

      const archive = join(work, 'previous.tar.gz');
      const manifest = await createBackup(config, archive, migrationsFolder);
      expect(manifest.database).toMatchObject({
        migrations: journal.entries.length - 1,
        lastMigration: journal.entries.at(-2)!.tag,
      });
      const { config: target } = await place('pglite');
      expect(await restoreBackup(target, archive)).toMatchObject({ migrations: journal.entries.length });
    },
    ROUND_TRIP_MS,
  );
});
