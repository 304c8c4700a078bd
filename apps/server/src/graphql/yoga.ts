import type { IncomingMessage, ServerResponse } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../integrations/storage/file-storage';
import type { OriginPolicy } from '../http/origin-policy';
import { logFailure, logger } from '../logger';
import { operationMetrics } from './operation-metrics';
import type { SessionCache } from '../modules/auth/session-cache';
import type { RealtimePubSub } from '../modules/signals/pubsub';
import type { ReferenceCache } from '../modules/reference-data/reference-cache';
import { maskAppError } from './app-error-mapper';
import { noSuggestions } from './no-suggestions';
import type { Context } from './context';
import { inputLimitsPlugin } from './input-limits';
import { sharedEventExecution } from './shared-event-execution';
import { buildRequestContext } from './request-context';
import { createClientAddress } from '../http/client-address';

type ServerContext = {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Stands in for the socket's address when a test calls `yoga.fetch` with no socket. */
  remoteAddress?: string;
};

/** Aliases one operation may use: a page of lists with a few copies each, not a batch attack. */
export const MAX_ALIASES = 30;

const contexts = new WeakMap<Request, Context>();

/** Copies the session cookies an operation set onto the HTTP response. */
const sessionCookiePlugin: Plugin = {
  onResponse({ request, response }) {
    for (const value of contexts.get(request)?.cookies.pending() ?? [])
      response.headers.append('set-cookie', value);
  },
};

/** In production the schema is not for strangers to read: clients are generated at build time. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createGraphQLHandler(
  schema: GraphQLSchema,
  input: {
    config: Config;
    database: Database;
    pubsub: RealtimePubSub;
    referenceCache: ReferenceCache;
    storage: FileStorage;
    sessionCache: SessionCache;
    originPolicy: OriginPolicy;
  },
) {
  const { config, database, pubsub, referenceCache, storage, sessionCache, originPolicy } = input;
  const clientAddress = createClientAddress(config.TRUSTED_PROXIES);
  const maskedErrors = { maskError: maskAppError, errorMessage: 'Unexpected error.' };
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // The body gate in front of Yoga (http/body-gate.ts) caps every body.
    maxRequestBodySize: false,
    // Yoga's default answers any origin with itself and allow-credentials; only CORS_ORIGINS get that.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return originPolicy.isCorsOrigin(origin) ? { origin: [origin], credentials: true } : false;
    },
    graphiql: config.NODE_ENV !== 'production',
    maskedErrors,
    logging: {
      debug: (...args) => logger.debug(logFields(args), 'graphql'),
      info: (...args) => logger.info(logFields(args), 'graphql'),
      warn: (...args) => logger.warn(logFields(args), 'graphql'),
      error: (...args) => {
        const { err, ...fields } = logFields(args);
        logFailure(err, fields, 'graphql');
      },
    },
    plugins: [
      // Cookie sessions need it: a cross-site form post cannot carry this header.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: MAX_ALIASES },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 20000 },
        // noSuggestions does it for every stage, enum values included.
        blockFieldSuggestion: { enabled: false },
      }),
      inputLimitsPlugin,
      sharedEventExecution(maskedErrors),
      operationMetrics,
      noSuggestions,
      sessionCookiePlugin,
      ...(config.NODE_ENV === 'production' ? [noIntrospection] : []),
    ],
    context: async ({ request, req, remoteAddress }) => {
      const context = await buildRequestContext({
        request,
        remoteAddress: req ? clientAddress(req) : (remoteAddress ?? null),
        config,
        database,
        pubsub,
        referenceCache,
        storage,
        openViewer: async (sessionId) => ({ viewer: await sessionCache.viewerOf(sessionId), live: null }),
      });
      contexts.set(request, context);
      return context;
    },
  });
}

/** Errors go under `err` so pino prints their message and stack instead of `{}`. */
function logFields(args: unknown[]) {
  const err = args.find((arg) => arg instanceof Error);
  return { err, args: args.filter((arg) => arg !== err) };
}
