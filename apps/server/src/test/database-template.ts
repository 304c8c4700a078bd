import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { seedReferenceData } from '../db/seed/reference';
import { seedTranslations } from '../db/seed/translations';
import { translationStrings } from '../modules/translations/catalogue';
import { adminQuery, databaseUrlOn } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory (tarball). */
    pgliteTemplate?: string;
    /** A migrated database on the server of TEST_DATABASE_URL, to make test databases from. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup of the server tests: migrates one database per run, which every test app
 * copies, instead of migrating a fresh one per app (seconds each, on two cores: most of a server
 * test file's time). The copy also holds the reference data and strings that every app seeds at
 * start (a sixth of making a test app), so an app's own seeding finds them there, as a restarted
 * server does. Returns the teardown.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const database = await seeded(await openDatabase({ inMemory: true, statementTimeoutMs: 60000 }));
  const dir = await mkdtemp(join(tmpdir(), 'spokes-template-'));
  try {
    const tarball = await database.dumpDataDir!();
    const file = join(dir, 'pglite.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `spokes_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    // Closed before any copy: PostgreSQL copies no database that has a connection open.
    const database = await seeded(
      await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, name), statementTimeoutMs: 60000 }),
    );
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}

async function seeded(database: Database) {
  await seedReferenceData(database.db);
  await seedTranslations(database.db, translationStrings);
  return database;
}
