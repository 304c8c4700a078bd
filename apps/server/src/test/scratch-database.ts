import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the server of `serverUrl`: empty, or a copy of the database `template`
 * (which must have no connection open); `drop` removes it again.
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `spokes_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
