import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { createSession } from '@spokes/server/src/modules/auth/session';
import { createUser } from '@spokes/server/src/test/factories';

/**
 * The server of the employer export bench, in its own process so its RSS is its own: an
 * employer of BENCH_EXPORT_COMPANY (the top of the company tree) with a session written straight
 * into the database. Prints one JSON line: the URL and the session token.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_EXPORT_DATABASE_URL!,
});
const app = await createApp(config, { worker: false });
const employer = await createUser(app.database.db, {
  companyIds: [Number(process.env.BENCH_EXPORT_COMPANY)],
});
const session = await createSession(app.database.db, {
  userId: employer.id,
  ttlHours: 2,
  pendingSecondFactor: false,
  ip: null,
  userAgent: 'bench',
});
const url = await app.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url, token: session.token })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
