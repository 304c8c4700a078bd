import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { logger } from './logger';
import { prepareAccounts } from './start-accounts';
import { seedDefaultTemplates } from './modules/documents/seed-default-templates';

async function main() {
  const config = loadConfig();
  for (const warning of config.warnings) logger.warn(warning);
  const app = await createApp(config);
  // Templates are product data, not demo data: a fresh start without demo data needs them too.
  const templates = await seedDefaultTemplates(app.database.db, app.storage);
  if (templates) logger.info({ templates }, 'default document templates generated');
  await prepareAccounts(app.database.db, app.config, app.storage);
  const url = await app.listen();
  logger.info({ url, database: app.database.kind }, `Spokes is listening on ${url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'start failed');
  }
  process.exit(1);
});
