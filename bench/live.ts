import { benchDatabases } from './databases';
import { benchLiveUpdates, LIVE_GOAL } from './live-updates';
import { printTable, type Row } from './table';

/** `npm run bench:live -w bench`: only the live-updates measurement, on every database. */
const databases = await benchDatabases();
const rows: Row[] = [];
try {
  for (const database of databases) rows.push(await benchLiveUpdates(database));
} finally {
  for (const database of databases) await database.drop();
}
printTable(`Live updates: one event to every subscriber (goal: ${LIVE_GOAL})`, rows);
