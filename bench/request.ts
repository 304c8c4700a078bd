import { benchDatabases } from './databases';
import { benchRequestPaths, requestPathTitle } from './request-path';
import { printTable } from './table';

/** `npm run bench:request`: the request path alone, on PGlite and the local PostgreSQL. */
const databases = await benchDatabases();
try {
  const rows = await benchRequestPaths(databases, (step) => process.stderr.write(`${step}\n`));
  printTable(requestPathTitle, rows);
} finally {
  for (const database of databases) await database.drop();
}
