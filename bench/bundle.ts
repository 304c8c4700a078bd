import { printBundleTable } from './bundle-table';

/** `npm run bench:bundle`: the web bundle's table alone; it needs a build, no database. */
printBundleTable();
