import { ConfigError, loadConfig } from './config';
import type { App } from './app';
import { createLifecycle } from './http/lifecycle';
import { createInstanceServer, listen } from './http/server';
import { logger } from './logger';

async function main() {
  const config = loadConfig();
  for (const warning of config.warnings) logger.warn(warning);
  // Listening first: /healthz answers while the app loads, the database opens and migrates,
  // /readyz once all is done. The app is imported after, so its modules (GraphQL, PDF, the
  // database drivers: about two seconds) load behind a port that already answers.
  const lifecycle = createLifecycle();
  const server = createInstanceServer(lifecycle);
  const url = await listen(server, config.PORT, config.HOST);
  logger.info({ url }, `Spokes is starting on ${url}`);

  // Set once the app is built: a signal before that ends the start at once.
  const started: { app?: App } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'draining');
    if (!started.app) process.exit(0);
    started.app.drain(config.SHUTDOWN_TIMEOUT_MS).then(
      (drained) => {
        logger.info(drained, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const [{ createApp }, { prepareAccounts }, { seedDefaultTemplates }] = await Promise.all([
    import('./app'),
    import('./start-accounts'),
    import('./modules/documents/seed-default-templates'),
  ]);
  const app = (started.app = await createApp(config, { instance: { lifecycle, server } }));
  await app.database.exclusively(async () => {
    // Templates are product data, not demo data: a fresh start without demo data needs them too.
    const templates = await seedDefaultTemplates(app.database.db, app.storage);
    if (templates) logger.info({ templates }, 'default document templates generated');
    await prepareAccounts(app.database.db, app.config, app.storage);
  });
  app.ready();
  logger.info({ url, database: app.database.kind }, `Spokes is listening on ${url}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'start failed');
  }
  process.exit(1);
});
