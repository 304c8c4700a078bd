import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrationsFolder, serverRoot } from '../paths';

const require = createRequire(import.meta.url);

/**
 * Where migrated, empty PGlite clusters are kept. A first start used to spend most of its time
 * and memory in PGlite's initdb (5 s of CPU and a 600 MB peak: PGlite runs it in a second WASM
 * instance) and the migrations; what they produce depends only on PGlite's version and the
 * migration files, so the cluster is made once (by the build), under a name hashed from both,
 * and a new DATA_DIR starts as a copy of it.
 */
export const templatesFolder = join(serverRoot, 'node_modules', '.cache', 'spokes-pglite');

export function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(
    readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  for (const file of migrationFiles(migrationsFolder)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(migrationsFolder, file)));
  }
  return join(templatesFolder, hash.digest('hex').slice(0, 16));
}

function migrationFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/**
 * The template for the current PGlite and migrations, made when missing. Made beside its final name and renamed, so a start that runs while
 * another process makes it never copies half a cluster.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = pgliteTemplatePath();
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = `${template}.${randomUUID()}`;
  await mkdir(building, { recursive: true });
  try {
    const { PGlite, pg_trgm, drizzle, migrate, startParams } = await loadPglite();
    const client = await PGlite.create({ dataDir: building, extensions: { pg_trgm }, startParams });
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.close();
    }
    await rename(building, template).catch((error: NodeJS.ErrnoException) => {
      // another process finished the same template first: theirs is as good as ours.
      if (!existsSync(join(template, 'PG_VERSION'))) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * PGlite and what runs on it, loaded only when used: a server on PostgreSQL would otherwise
 * carry PGlite's 50 MB of code. `startParams` lowers shared_buffers from PostgreSQL's 128 MB,
 * which PGlite keeps resident in its WASM heap (RSS right after opening: 313 MB, 180 MB at
 * 16 MB); the database files stay in the OS page cache, which counts against no process.
 */
export async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  return { PGlite, pg_trgm, drizzle, migrate, startParams };
}
