import { benchDatabases } from './databases';
import { benchJobsToSmtp } from './jobs-smtp';
import { printTable, type Row } from './table';

/** `npm run bench:jobs -w bench`: only the job queue's mail throughput, on PGlite and PostgreSQL. */
const databases = await benchDatabases();
const rows: Row[] = [];
try {
  for (const database of databases) rows.push(await benchJobsToSmtp(database));
} finally {
  for (const database of databases) await database.drop();
}
printTable('Job queue: mails delivered to a local SMTP server', rows);
