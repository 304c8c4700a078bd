/**
 * `npm run backup [-- ARCHIVE]` and `npm run restore -- ARCHIVE`, with the app's own environment
 * (DATABASE_URL or DATA_DIR, the S3_ settings). Paths are read from where npm was run.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { migrationsFolder } from '../paths';
import { BackupError, createBackup, restoreBackup } from './backup';

const [command, given] = process.argv.slice(2);
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

try {
  const config = loadConfig();
  if (command === 'backup') {
    const archive = here(given ?? `spokes-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const manifest = await createBackup(config, archive, migrationsFolder);
    const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `${archive}: ${manifest.database.kind} at ${manifest.database.lastMigration}, ` +
        `${rows} rows in ${Object.keys(manifest.counts).length} tables, ${manifest.files.length} files\n`,
    );
  } else if (command === 'restore' && given) {
    const { manifest, migrations } = await restoreBackup(config, here(given));
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.migrations} migrations, ` +
        `${manifest.files.length} files); the database is now at ${migrations} migrations.\n`,
    );
  } else {
    process.stderr.write('Usage: npm run backup [-- ARCHIVE] | npm run restore -- ARCHIVE\n');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
