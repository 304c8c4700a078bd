import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createSchema, createYoga } from 'graphql-yoga';
import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { createDealer, createUser, TEST_PASSWORD } from '@spokes/server/src/test/factories';
import { graphqlClient } from '@spokes/server/src/test/graphql-client';
import type { BenchDatabase } from './databases';
import type { Row } from './table';

const SECONDS = Number(process.env.BENCH_REQUEST_SECONDS ?? 5);
const CONNECTIONS = 20;

const ME =
  '{ me { id email first_name last_name language superUser admin backoffice isPortaluser dealerIds companyIds } }';
const REFERENCE = '{ orderStatuses { id code name index } bikeTypes { id code name index } }';

/** The goals: each figure as a share of the bare Yoga server measured in the same run. */
const GOALS = {
  me: { postgres: 0.6, pglite: 0.35 },
  reference: { postgres: 0.5, pglite: 0.5 },
};

type Load = { requestsPerSecond: number; failures: number };

/**
 * Requests per second with a fixed number of connections, the load generated in a worker thread
 * so that it does not share the server's event loop.
 */
async function load(url: string, query: string, cookie = ''): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { requestsPerSecond: Math.round(result.requests.average), failures: result.non2xx + result.errors };
}

/** The anchor: GraphQL Yoga with nothing of ours, answering a `me`-shaped object from memory. */
async function bareYoga(): Promise<{ url: string; server: Server }> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type UserDetails {
          id: Int!
          email: String!
          first_name: String!
          last_name: String!
          language: String!
          superUser: Boolean!
          admin: Boolean!
          backoffice: Boolean!
          isPortaluser: Boolean!
          dealerIds: [Int!]!
          companyIds: [Int!]!
        }
        type Query {
          me: UserDetails
        }
      `,
      resolvers: {
        Query: {
          me: () => ({
            id: 1,
            email: 'dealer@bench.test',
            first_name: 'Bench',
            last_name: 'Dealer',
            language: 'nl',
            superUser: false,
            admin: false,
            backoffice: false,
            isPortaluser: false,
            dealerIds: [1],
            companyIds: [],
          }),
        },
      },
    }),
    logging: false,
  });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the anchor server has no port');
  return { url: `http://127.0.0.1:${address.port}/graphql`, server };
}

async function measureAnchor(): Promise<Load> {
  const anchor = await bareYoga();
  try {
    return await load(anchor.url, ME);
  } finally {
    await new Promise((resolve) => anchor.server.close(resolve));
  }
}

/** Each database's rows beside an anchor measured just before them, as the CPU's load drifts. */
export async function benchRequestPaths(
  databases: BenchDatabase[],
  progress: (step: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const database of databases) {
    progress(`request path: bare Yoga anchor, then ${database.label}`);
    rows.push(...(await benchRequestPath(database, await measureAnchor())));
  }
  return rows;
}

/** `{ me }` as a signed-in dealer and a two-list reference query, against the real app. */
async function benchRequestPath(target: BenchDatabase, anchor: Load): Promise<Row[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await createApp(config, { inMemory: !target.databaseUrl, worker: false });
  try {
    const dealer = await createDealer(app.database.db);
    const user = await createUser(app.database.db, { dealerIds: [dealer.id] });
    const client = graphqlClient(app);
    await client.signIn(user.email, TEST_PASSWORD);
    const url = `${await app.listen(0, '127.0.0.1')}/graphql`;
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    const rows: Row[] = [];
    for (const [name, query] of [
      ['me', ME],
      ['reference', REFERENCE],
    ] as const) {
      const check = await client.request(query);
      if (check.body.errors || !check.body.data) throw new Error(`${name}: ${JSON.stringify(check.body)}`);
      const measured = await load(url, query, client.cookie);
      const ratio = measured.requestsPerSecond / anchor.requestsPerSecond;
      rows.push({
        database: target.label,
        query: name,
        'req/s': measured.requestsPerSecond,
        'anchor req/s': anchor.requestsPerSecond,
        ratio: ratio.toFixed(2),
        goal: `≥ ${GOALS[name][kind].toFixed(2)}`,
        met: ratio >= GOALS[name][kind] ? 'yes' : 'no',
        failures: measured.failures,
        'load avg': loadavg()[0].toFixed(2),
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

export const requestPathTitle = `Request path: req/s with ${CONNECTIONS} connections for ${SECONDS} s, against a bare GraphQL Yoga server`;
