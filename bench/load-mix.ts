import { percentile } from './harness';

/** The mix, by weight: mostly reads, as a back office is used; one write in ten. */
const operations = [
  { name: 'me', weight: 3, query: '{ me { id email language } }' },
  { name: 'reference data', weight: 2, query: '{ bikeBrands { id name } bikeTypes { id name } }' },
  { name: 'user list', weight: 2, query: '{ users { id email } }' },
  { name: 'notifications', weight: 2, query: '{ notifications(limit: 20) { unreadCount data { id } } }' },
  {
    name: 'updateMyLanguage',
    weight: 1,
    query: 'mutation { updateMyLanguage(language: "nl") { id language } }',
  },
];
const weighted = operations.flatMap((operation) => Array<typeof operation>(operation.weight).fill(operation));

export const LOAD_MIX = 'me / reference data / user list / notifications / updateMyLanguage (3:2:2:2:1)';

export type LoadResult = { requests: number; p50: number; p99: number; errors: Map<string, number> };

/**
 * Every session sends its next request of the mix as soon as the last one is answered, for
 * `seconds`; answers with the request count, the latency percentiles and the errors by kind.
 */
export async function driveLoad(url: string, cookies: string[], seconds: number): Promise<LoadResult> {
  const timings: number[] = [];
  const errors = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  const session = async (cookie: string) => {
    while (performance.now() < deadline) {
      const operation = weighted[Math.floor(Math.random() * weighted.length)];
      const start = performance.now();
      try {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: operation.query }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (!response.ok || body.errors)
          throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
      } catch (error) {
        // fetch reports a network failure as "fetch failed"; the reason is in its cause.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const reason =
          cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
        const key = `${operation.name}: ${reason}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      timings.push(performance.now() - start);
    }
  };
  await Promise.all(cookies.map(session));
  timings.sort((a, b) => a - b);
  return { requests: timings.length, p50: percentile(timings, 50), p99: percentile(timings, 99), errors };
}

/** The columns both load benches print. */
export function loadColumns(result: LoadResult, sessions: number, seconds: number) {
  return {
    sessions,
    seconds,
    requests: result.requests,
    'req/s': Math.round(result.requests / seconds),
    'p50 (ms)': result.p50.toFixed(1),
    'p99 (ms)': result.p99.toFixed(1),
    errors: [...result.errors.values()].reduce((sum, count) => sum + count, 0),
    'goal errors': 0,
  };
}
