/**
 * The request path's anchor, in a process of its own as the app is: GraphQL Yoga on node:http
 * with nothing of ours (no session, database, plugins), answering `me` and the two reference
 * lists from memory with the very objects the app answered (BENCH_ANSWERS, JSON).
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const answers = JSON.parse(process.env.BENCH_ANSWERS ?? '{}') as Record<string, unknown>;
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
      type Coded {
        id: Int!
        code: String!
        name: String!
        index: Int!
      }
      type Query {
        me: UserDetails
        orderStatuses: [Coded!]!
        bikeTypes: [Coded!]!
      }
    `,
    resolvers: {
      Query: {
        me: () => answers.me,
        orderStatuses: () => answers.orderStatuses,
        bikeTypes: () => answers.bikeTypes,
      },
    },
  }),
  graphiql: false,
  logging: false,
  // BENCH_BODY_CAP=off: Yoga without its stream-counting body cap, as the app runs it (the app caps
  // bodies from their headers in front of Yoga), so that the ratio shows only the app's own path.
  ...(process.env.BENCH_BODY_CAP === 'off' ? { maxRequestBodySize: false as const } : {}),
});
const port = Number(process.env.PORT);
createServer(yoga).listen(port, '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`),
);
