import { benchRequestPath, requestPathTitle } from './request-path';
import { printTable } from './table';

/** `npm run bench:request -w bench`: the request path alone, on PostgreSQL and PGlite. */
printTable(requestPathTitle, await benchRequestPath());
