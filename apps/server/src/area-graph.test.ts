import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, readAreaGraph, type AreaGraph } from './test/area-graph';

const graphOf = (edges: Record<string, string[]>): AreaGraph =>
  new Map(Object.entries(edges).map(([area, targets]) => [area, new Set(targets)]));

describe('the graph of the server areas', () => {
  it('finds a cycle through several areas, not only two that import each other', () => {
    expect(
      findCycle(graphOf({ orders: ['quotations'], quotations: ['documents'], documents: ['orders'] })),
    ).toEqual(['documents', 'orders', 'quotations', 'documents']);
    expect(findCycle(graphOf({ auth: ['mail'], mail: ['auth'] }))).toEqual(['auth', 'mail', 'auth']);
  });

  it('finds none where areas only import the ones below them', () => {
    expect(
      findCycle(graphOf({ orders: ['quotations', 'access'], quotations: ['access'], access: [] })),
    ).toBeNull();
  });

  it('has no cycle under modules/', async () => {
    const graph = await readAreaGraph(fileURLToPath(new URL('./modules', import.meta.url)));
    expect(graph.get('orders')).toContain('quotations');
    expect(findCycle(graph)?.join(' -> ') ?? 'no cycle').toBe('no cycle');
  });
});
