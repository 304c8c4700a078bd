import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createGraphQLHandler } from './graphql/yoga';
import { attachSubscriptionServer } from './graphql/websocket-server';
import { createSessionCache } from './modules/auth/session-cache';
import { createLiveViewers } from './modules/realtime/live-viewers';
import { createRealtimePubSub } from './modules/signals/pubsub';
import { prepareEventRows } from './modules/realtime/event-rows';
import { createReferenceCache } from './modules/reference-data/reference-cache';
import { schema } from './graphql/schema';
import { createAppHandler, createInstanceServer, listen, type InstanceServer } from './http/server';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
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
import { createJobHandlers, recurringJobs } from './job-handlers';
import { createWorker } from './jobs/worker';
import { logger, logScope } from './logger';
import { instanceMetrics } from './metrics';
import { queueStats } from './jobs/queue';
import { createMetricsHandler } from './http/metrics-route';
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
    /**
     * The instance's lifecycle and its server, already listening (main: the probes answer during
     * the start); the caller then says when the start is done. Without them the app makes its
     * own and is ready once built.
     */
    instance?: { lifecycle: Lifecycle; server: InstanceServer };
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
  await database.exclusively(async () => {
    await seedReferenceData(database.db);
    await seedTranslations(database.db, translationStrings);
    const sealed = await sealPlainTotpSecrets(database.db, totpKey(config));
    if (sealed) logger.info({ sealed }, 'readable authenticator secrets sealed under the TOTP key');
  });
  const storage = createFileStorage(config);
  const mail = createMailTransport(config);
  const sms = createSmsTransport(config);
  let started = () => {};
  const startDone = new Promise<void>((resolve) => (started = resolve));
  const worker = createWorker({
    database,
    handlers: createJobHandlers({ database, config, mail, sms, storage }),
    concurrency: config.JOB_CONCURRENCY,
    lockMs: config.JOB_LOCK_SECONDS * 1000,
    recurring: recurringJobs,
    recurringFrom: startDone,
    instance: config.INSTANCE_NAME,
  });
  if (options.worker !== false) await worker.start();
  const pubsub = createRealtimePubSub(database);
  const referenceCache = createReferenceCache();
  pubsub.watch('referenceDataChanged', (event) => referenceCache.invalidate(event.table));
  prepareEventRows(pubsub, database.db);
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
  // Named for the request durations' `route` label (metrics.ts).
  const fileRoutes = (
    [
      ['quotation-pdf', isQuotationPdfPath, createQuotationPdfHandler],
      ['company-logo', isCompanyLogoPath, createCompanyLogoHandler],
      ['template-file', isTemplateFilePath, createTemplateFileHandler],
      ['outbox-attachment', isOutboxAttachmentPath, createOutboxAttachmentHandler],
      ['employer-quotations-export', isEmployerQuotationsExportPath, createEmployerQuotationsExportHandler],
      ['service-passes-export', isServicePassesExportPath, createServicePassesExportHandler],
    ] as const
  ).map(([name, matches, create]) => ({ name, matches, handle: create({ database, config, storage }) }));
  const files = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const route = fileRoutes.find((candidate) => candidate.matches(path));
    const scope = logScope.getStore();
    if (scope) scope.route = `files/${route?.name ?? 'order-log'}`;
    return (route?.handle ?? orderLogFiles)(req, res);
  };
  const metrics = instanceMetrics({
    pool: () => database.poolStats?.() ?? null,
    queue: () => queueStats(database.db),
    subscriptions: () => pubsub.listenerCount(),
  });
  const graphql = gateRequestBodies(yoga, { database, config });
  const lifecycle = options.instance?.lifecycle ?? createLifecycle();
  const server = options.instance?.server ?? createInstanceServer(lifecycle);
  server.serve(
    createAppHandler({
      graphql,
      files,
      metrics: createMetricsHandler(metrics, config.METRICS_TOKEN),
      webDist,
      config,
      originPolicy,
    }),
  );
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
  const ready = () => {
    started();
    lifecycle.ready({ database: () => database.ping(), worker: () => worker.running });
  };
  if (!options.instance) ready();

  /** Ends what runs beside requests; `inFlight` closes the connections when it resolves. */
  async function stop(inFlight: Promise<unknown>) {
    sessionCache.close();
    await subscriptions.close();
    await pubsub.stop();
    const closed = server.listening
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    server.closeIdleConnections();
    await inFlight;
    server.closeAllConnections();
    await closed;
    await mail.close();
    await database.close();
  }

  return {
    config,
    database,
    storage,
    worker,
    pubsub,
    liveViewers,
    yoga,
    server,
    lifecycle,
    /** The start is done (main, after its seeding): /readyz answers 200 while the checks pass. */
    ready,
    async listen(port = config.PORT, host = config.HOST): Promise<string> {
      return await listen(server, port, host);
    },
    async close() {
      await worker.stop();
      await stop(Promise.resolve());
    },
    /**
     * SIGTERM: /readyz answers 503 and no connection is accepted; live updates are closed as a
     * service restart (the web app reconnects, to another instance); the worker claims no job and
     * the jobs and requests in flight get `timeoutMs` to finish. A job still running then keeps
     * its lock until it expires, and another instance runs it again.
     */
    async drain(timeoutMs: number): Promise<{ requestsFinished: boolean; jobsFinished: boolean }> {
      lifecycle.draining();
      const deadline = Date.now() + timeoutMs;
      server.close();
      server.closeIdleConnections();
      subscriptions.closeSockets(SERVICE_RESTART_CLOSE_CODE, 'Service restart');
      const jobsFinished = await within(worker.stop(), timeoutMs);
      const requestsFinished = lifecycle.settled(Math.max(0, deadline - Date.now()));
      await stop(requestsFinished);
      return { requestsFinished: await requestsFinished, jobsFinished };
    },
  };
}

/** The close code graphql-ws clients retry on (1012): the web app reconnects by itself. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/** True if `work` settles within `ms`; it goes on either way. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}
