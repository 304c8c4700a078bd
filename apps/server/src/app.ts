import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createGraphQLHandler } from './graphql/yoga';
import { attachSubscriptionServer } from './graphql/websocket-server';
import { createSessionCache } from './modules/auth/session-cache';
import { createLiveViewers } from './modules/realtime/live-viewers';
import { createRealtimePubSub } from './modules/signals/pubsub';
import { createReferenceCache } from './modules/reference-data/reference-cache';
import { schema } from './graphql/schema';
import { createHttpServer } from './http/server';
import { createOriginPolicy } from './http/origin-policy';
import { gateRequestBodies } from './http/body-gate';
import { createOrderLogDownloadHandler } from './modules/documents/order-log-download-route';
import { createQuotationPdfHandler, isQuotationPdfPath } from './modules/quotations/quotation-pdf-route';
import { createCompanyLogoHandler, isCompanyLogoPath } from './modules/companies/company-logo-route';
import { createTemplateFileHandler, isTemplateFilePath } from './modules/documents/template-file-route';
import {
  createOutboxAttachmentHandler,
  isOutboxAttachmentPath,
} from './modules/documents/outbox-attachment-route';
import {
  createEmployerQuotationsExportHandler,
  isEmployerQuotationsExportPath,
} from './modules/employers/employer-quotations-export-route';
import {
  createServicePassesExportHandler,
  isServicePassesExportPath,
} from './modules/service-passes/service-passes-export-route';
import { seedReferenceData } from './db/seed/reference';
import { seedTranslations } from './db/seed/translations';
import { translationStrings } from './modules/translations/catalogue';
import { createMailTransport } from './integrations/mail/mail-transport';
import { createSmsTransport } from './integrations/sms/sms-transport';
import { createFileStorage } from './integrations/storage/file-storage';
import { createJobHandlers } from './job-handlers';
import { createWorker } from './jobs/worker';
import { logger } from './logger';
import { webDist } from './paths';
import { resolveTotpKey } from './modules/auth/totp-key';
import { sealPlainTotpSecrets } from './modules/auth/seal-plain-totp-secrets';
import { totpKey } from './modules/auth/totp-secret';

export type App = Awaited<ReturnType<typeof createApp>>;

/** Opens the database, brings reference data and strings up to date, and wires HTTP. */
export async function createApp(
  givenConfig: Config,
  options: {
    database?: Database;
    inMemory?: boolean;
    /** In memory only: start from this dumped PGlite data directory (the tests' migrated template). */
    loadDataDir?: Blob;
    /** false: the job worker is built but not started (tests call `app.worker.runOnce()`). */
    worker?: boolean;
  } = {},
) {
  const config = {
    ...givenConfig,
    TOTP_ENCRYPTION_KEY: await resolveTotpKey(givenConfig, { inMemory: options.inMemory }),
  };
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      inMemory: options.inMemory,
      loadDataDir: options.loadDataDir,
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await seedReferenceData(database.db);
  await seedTranslations(database.db, translationStrings);
  const sealed = await sealPlainTotpSecrets(database.db, totpKey(config));
  if (sealed) logger.info({ sealed }, 'readable authenticator secrets sealed under the TOTP key');
  const storage = createFileStorage(config);
  const mail = createMailTransport(config);
  const sms = createSmsTransport(config);
  const worker = createWorker({
    database,
    handlers: createJobHandlers({ database, config, mail, sms, storage }),
    concurrency: config.JOB_CONCURRENCY,
  });
  if (options.worker !== false) await worker.start();
  const pubsub = createRealtimePubSub(database);
  const referenceCache = createReferenceCache();
  pubsub.watch('referenceDataChanged', (event) => referenceCache.invalidate(event.table));
  await pubsub.start();
  const originPolicy = createOriginPolicy(config);
  const sessionCache = createSessionCache({
    db: database.db,
    pubsub,
    idleMinutes: config.SESSION_IDLE_MINUTES,
  });
  const yoga = createGraphQLHandler(schema, {
    config,
    database,
    pubsub,
    referenceCache,
    storage,
    sessionCache,
    originPolicy,
  });
  const orderLogFiles = createOrderLogDownloadHandler({ database, config, storage });
  const fileRoutes = [
    { matches: isQuotationPdfPath, handle: createQuotationPdfHandler({ database, config, storage }) },
    { matches: isCompanyLogoPath, handle: createCompanyLogoHandler({ database, config, storage }) },
    { matches: isTemplateFilePath, handle: createTemplateFileHandler({ database, config, storage }) },
    {
      matches: isOutboxAttachmentPath,
      handle: createOutboxAttachmentHandler({ database, config, storage }),
    },
    {
      matches: isEmployerQuotationsExportPath,
      handle: createEmployerQuotationsExportHandler({ database, config, storage }),
    },
    {
      matches: isServicePassesExportPath,
      handle: createServicePassesExportHandler({ database, config, storage }),
    },
  ];
  const files = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    return (fileRoutes.find((route) => route.matches(path))?.handle ?? orderLogFiles)(req, res);
  };
  const graphql = gateRequestBodies(yoga, { database, config });
  const server = createHttpServer({ graphql, files, database, webDist, config, originPolicy });
  const liveViewers = createLiveViewers({
    db: database.db,
    pubsub,
    idleMinutes: config.SESSION_IDLE_MINUTES,
  });
  const subscriptions = attachSubscriptionServer({
    server,
    yoga,
    config,
    database,
    pubsub,
    referenceCache,
    storage,
    liveViewers,
    originPolicy,
  });

  return {
    config,
    database,
    storage,
    worker,
    pubsub,
    liveViewers,
    yoga,
    server,
    async listen(port = config.PORT, host = config.HOST): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
    },
    async close() {
      sessionCache.close();
      await subscriptions.close();
      await pubsub.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await worker.stop();
      await mail.close();
      await database.close();
    },
  };
}
