import { measureRoutes, type RouteBundle } from './bundle-size';
import { printTable, type Row } from './table';

/** The per-route table of gzipped JavaScript and CSS against issue 7's goals. */
export function printBundleTable(routes: RouteBundle[] = measureRoutes()): void {
  const rows: Row[] = routes.map((route) => ({
    route: route.route,
    files: route.files.length,
    'JS gzip (kB)': route.jsKb.toFixed(1),
    'CSS gzip (kB)': route.cssKb.toFixed(1),
    'goal JS (kB)': route.goalKb,
    within: route.jsKb <= route.goalKb ? 'yes' : 'NO',
  }));
  printTable('Web bundle: what each route downloads (built app, gzipped)', rows);
}
