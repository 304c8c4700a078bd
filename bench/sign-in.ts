import { createUser, TEST_PASSWORD } from '@spokes/server/src/test/factories';
import { graphql, percentile, rssMbOf, startBuiltServer, timed, withDatabase, type Target } from './harness';
import type { Row } from './table';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 30);
const SIGN_IN =
  'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status } }';

/**
 * One sign-in request end to end through GraphQL, over HTTP to the built server in its own
 * process: argon2id's verification dominates it. No anchor: the hash's cost is the point of it.
 */
export async function benchSignIn(target: Target): Promise<Row> {
  const email = await withDatabase(target, async (database) => (await createUser(database.db)).email);
  const server = await startBuiltServer(target);
  try {
    const signIn = async () => {
      const { signIn: answer } = await graphql<{ signIn: { status: string } }>(server.url, '', SIGN_IN, {
        email,
        password: TEST_PASSWORD,
      });
      if (answer.status !== 'SIGNED_IN') throw new Error(`sign-in answered ${answer.status}`);
    };
    const timings = await timed(signIn, SIGN_INS, 3);
    return {
      database: target.label,
      'sign-ins': SIGN_INS,
      'median (ms)': percentile(timings, 50).toFixed(1),
      'p95 (ms)': percentile(timings, 95).toFixed(1),
      'server RSS MB': rssMbOf(server.pid),
    };
  } finally {
    await server.stop();
  }
}
