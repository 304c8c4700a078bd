import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRoutes } from './bundle-routes';

/** Issue 7: the sign-in page before signing in, and any route, in gzipped kB of JavaScript. */
export const SIGN_IN_GOAL_KB = 150;
export const ROUTE_GOAL_KB = 400;

export const webRoot = resolve(import.meta.dirname, '../apps/web');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteBundle = {
  route: string;
  /** Files the browser fetches for the route, boot included. */
  files: string[];
  jsKb: number;
  cssKb: number;
  goalKb: number;
};

/**
 * Before any page, the language provider loads the interface language's Ant Design and dayjs
 * locales; nl is the default (the other languages weigh within a few hundred bytes of it).
 */
const bootLocale = /[\\/]locale[\\/](nl|nl_NL)\.js$/;

/**
 * What each route of the built web app makes the browser download: the entry and its static
 * imports (index.html's modulepreloads), the interface language's locale, then each lazy module
 * the route renders (layout and page) with its static imports, gzipped as the server sends them.
 */
export function measureRoutes(dist = join(webRoot, 'dist')): RouteBundle[] {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const locale = (manifest[entryKey].dynamicImports ?? []).filter((key) => bootLocale.test(key));
  const boot = [entryKey, ...locale];
  const gzipped = gzippedSizes(dist);

  const measure = (route: string, roots: string[], goalKb: number): RouteBundle => {
    const files = staticClosure(manifest, roots);
    const kb = (extension: string) =>
      files.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzipped(file), 0) / 1000;
    return { route, files, jsKb: kb('.js'), cssKb: kb('.css'), goalKb };
  };

  const routes = readRoutes(webRoot).map(({ path, modules }) =>
    measure(path, [...boot, ...modules], path === '/login' ? SIGN_IN_GOAL_KB : ROUTE_GOAL_KB),
  );
  return [measure('(boot, before any page)', boot, SIGN_IN_GOAL_KB), ...routes];
}

/** The files of some manifest chunks and of everything they import statically. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files].sort();
}

function gzippedSizes(dist: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** The routes over their goal, as readable lines (empty when every route is within). */
export function overGoal(routes: RouteBundle[]): string[] {
  return routes
    .filter((route) => route.jsKb > route.goalKb)
    .map(
      (route) => `${route.route}: ${route.jsKb.toFixed(1)} kB of gzipped JavaScript, goal ${route.goalKb} kB`,
    );
}
