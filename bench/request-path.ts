import autocannon from 'autocannon';
import {
  benchTargets,
  createBenchSession,
  graphql,
  interleaved,
  loadAverage,
  median,
  met,
  progress,
  spread,
  startAnchor,
  startBuiltServer,
  withDatabase,
  type Target,
} from './harness';
import type { Row } from './table';

const SECONDS = Number(process.env.BENCH_REQUEST_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const GOAL = 0.75;

const ME =
  '{ me { id email first_name last_name language superUser admin backoffice isPortaluser dealerIds companyIds } }';
const REFERENCE = '{ orderStatuses { id code name index } bikeTypes { id code name index } }';

export const requestPathTitle =
  `Request path: req/s over HTTP with ${CONNECTIONS} connections, ${SECONDS} s per round, ` +
  `median (min–max) of ${ROUNDS} rounds interleaved with a bare GraphQL Yoga server in its own process`;

/** Requests per second from this process to a server in another; failures make the run invalid. */
async function requestsPerSecond(url: string, query: string, cookie: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie },
    body: JSON.stringify({ query }),
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx + result.errors} failures`);
  return result.requests.average;
}

/**
 * `{ me }` as a signed-in dealer and the two reference lists, against the built server on each
 * database, and the same two queries against a bare Yoga server answering the same objects.
 */
async function benchTarget(target: Target): Promise<Row[]> {
  const session = await withDatabase(target, (database) => createBenchSession(database, { dealerIds: [] }));
  const server = await startBuiltServer(target);
  try {
    const me = await graphql<Record<string, unknown>>(server.url, session.cookie, ME);
    const reference = await graphql<Record<string, unknown>>(server.url, session.cookie, REFERENCE);
    const answers = JSON.stringify({ ...me, ...reference });
    const anchor = await startAnchor('bare-yoga', { BENCH_ANSWERS: answers });
    const uncapped = await startAnchor('bare-yoga', { BENCH_ANSWERS: answers, BENCH_BODY_CAP: 'off' });
    try {
      const rows: Row[] = [];
      for (const [name, query] of [
        ['{ me }', ME],
        ['reference lists', REFERENCE],
      ] as const) {
        progress(`request path on ${target.label}: ${name}`);
        const rounds = await interleaved(ROUNDS, {
          app: () => requestsPerSecond(server.url, query, session.cookie),
          bare: () => requestsPerSecond(anchor.url, query, ''),
          uncapped: () => requestsPerSecond(uncapped.url, query, ''),
        });
        const ratios = rounds.app.map((app, i) => app / rounds.bare[i]);
        const uncappedRatios = rounds.app.map((app, i) => app / rounds.uncapped[i]);
        rows.push({
          database: target.label,
          query: name,
          'req/s': spread(rounds.app, 0),
          'bare Yoga req/s': spread(rounds.bare, 0),
          ratio: spread(ratios, 2),
          goal: `≥ ${GOAL}× bare`,
          met: met(median(ratios) >= GOAL),
          'bare Yoga, body cap off': spread(rounds.uncapped, 0),
          'ratio to it': spread(uncappedRatios, 2),
          load: loadAverage(),
        });
      }
      return rows;
    } finally {
      await Promise.all([anchor.stop(), uncapped.stop()]);
    }
  } finally {
    await server.stop();
  }
}

export async function benchRequestPath(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of await benchTargets(['postgres', 'pglite']))
    try {
      rows.push(...(await benchTarget(target)));
    } finally {
      await target.drop();
    }
  return rows;
}
