import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Which areas each area imports (itself left out). */
export type AreaGraph = Map<string, Set<string>>;

// Static and dynamic imports, re-exports and vi.mock: every way a file names another by path.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\bimport\(|\bvi\.mock\()\s*['"](\.\.?\/[^'"]+)['"]/g;

/** The area of a path under `modulesDir`: its first folder; a file beside the areas has none. */
function areaOf(modulesDir: string, path: string): string | null {
  const parts = relative(modulesDir, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

/** The area import graph of every .ts file under `modulesDir`, tests included, from relative imports. */
export async function readAreaGraph(modulesDir: string): Promise<AreaGraph> {
  const graph: AreaGraph = new Map();
  const entries = await readdir(modulesDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const from = areaOf(modulesDir, file);
    if (from === null) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(RELATIVE_IMPORT)) {
      const to = areaOf(modulesDir, resolve(dirname(file), specifier));
      if (to !== null && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** A cycle of the graph as the areas along it, the first repeated at the end; null when there is none. */
export function findCycle(graph: AreaGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (area: string): string[] | null => {
    const onPath = path.indexOf(area);
    if (onPath >= 0) return [...path.slice(onPath), area];
    if (done.has(area)) return null;
    path.push(area);
    for (const next of [...(graph.get(area) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(area);
    return null;
  };
  for (const area of [...graph.keys()].sort()) {
    const cycle = visit(area);
    if (cycle) return cycle;
  }
  return null;
}
