import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { createSession } from '@spokes/server/src/modules/auth/session';
import { createDealer, createUser } from '@spokes/server/src/test/factories';

/**
 * The server of the load run, in its own process so its RSS is its own. The sessions are
 * written straight into the database: 200 sign-ins from one address would meet the sign-in
 * rate limits, which stay as they are. Prints one JSON line: the URL and the session tokens.
 */
const sessions = Number(process.env.BENCH_SESSIONS ?? 200);
const databaseUrl = process.env.BENCH_LOAD_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await createApp(config, { inMemory: !databaseUrl, worker: false });
const dealer = await createDealer(app.database.db);
const tokens: string[] = [];
for (let i = 0; i < sessions; i++) {
  // Half super users, half dealer admins: both may list users, with different scopes.
  const user = await createUser(
    app.database.db,
    i % 2 === 0 ? { super_user: true, admin: true } : { admin: true, dealerIds: [dealer.id] },
  );
  const session = await createSession(app.database.db, {
    userId: user.id,
    ttlHours: 2,
    pendingSecondFactor: false,
    ip: null,
    userAgent: 'bench',
  });
  tokens.push(session.token);
}
const url = await app.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url, tokens })}\n`);
// One line a request from the runner (SIGUSR2): the live JS heap after a full collection, and
// the memory outside it (PGlite's WebAssembly memory, where the embedded database lives).
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ heapUsed, external })}\n`);
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
