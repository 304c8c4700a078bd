import { benchLive, liveTitle } from './live-updates';
import { printTable } from './table';

/** `npm run bench:live -w bench`: only the live updates, on PostgreSQL. */
printTable(liveTitle, await benchLive());
