import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, getOperationAST, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../integrations/storage/file-storage';
import type { OriginPolicy } from '../http/origin-policy';
import type { LiveViewers } from '../modules/realtime/live-viewers';
import type { RealtimePubSub } from '../modules/signals/pubsub';
import type { ReferenceCache } from '../modules/reference-data/reference-cache';
import type { Context } from './context';
import { buildRequestContext } from './request-context';
import { writeSharedEvents } from './shared-event-execution';
import { logger } from '../logger';
import { createClientAddress } from '../http/client-address';
import type { createGraphQLHandler } from './yoga';

/** graphql-ws closes with this code when the upgrade request carries no live session. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

/**
 * A client that stops reading keeps at most this much unsent on the server: its later events are
 * dropped, and graphql-ws's keep-alive ping closes a socket that no longer answers.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

type Yoga = ReturnType<typeof createGraphQLHandler>;
type Enveloped = ReturnType<Yoga['getEnveloped']>;
type ConnectionExtra = { context: Context };

/**
 * GraphQL subscriptions over one websocket per browser (graphql-ws) at /graphql on the same
 * node:http server. The context is built once per connection from the upgrade request's
 * session cookie, and its viewer is kept with the connection; operations run through Yoga's envelop, so the same limits apply as over HTTP.
 */
export function attachSubscriptionServer(input: {
  server: Server;
  yoga: Yoga;
  config: Config;
  database: Database;
  pubsub: RealtimePubSub;
  referenceCache: ReferenceCache;
  storage: FileStorage;
  liveViewers: LiveViewers;
  /**
   * Browsers send the site's cookies with a websocket handshake from any page and always say
   * where it comes from: only allowed origins may open one (cross-site websocket hijacking).
   */
  originPolicy: OriginPolicy;
}) {
  const { server, yoga, config } = input;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const enveloped = new WeakMap<ExecutionArgs, Enveloped>();
  const clientAddress = createClientAddress(config.TRUSTED_PROXIES);

  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/graphql' || !input.originPolicy.allows(request.headers)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const graphqlWs = useServer<Record<string, unknown>, ConnectionExtra>(
    {
      isProd: config.NODE_ENV === 'production',
      onConnect: async (ctx) => {
        const { request } = ctx.extra;
        const context = await buildRequestContext({
          request: { headers: headersOf(request) },
          remoteAddress: clientAddress(request),
          config,
          database: input.database,
          pubsub: input.pubsub,
          referenceCache: input.referenceCache,
          storage: input.storage,
          // A sign-out elsewhere closes the socket as an unauthenticated one: the client stops retrying.
          openViewer: (sessionId) =>
            input.liveViewers.open(sessionId, () =>
              ctx.extra.socket.close(UNAUTHORIZED_CLOSE_CODE, 'Unauthorized'),
            ),
        });
        if (!context.viewer) {
          // Closed before graphql-ws answers 4403: the client treats 4401 as final and stops retrying.
          ctx.extra.socket.close(UNAUTHORIZED_CLOSE_CODE, 'Unauthorized');
          return false;
        }
        ctx.extra.context = context;
        return true;
      },
      onClose: (ctx) => ctx.extra.context?.liveViewer?.release(),
      onSubscribe: (ctx, id, params) => {
        const envelope = yoga.getEnveloped({ ...ctx.extra.context, params });
        let document;
        try {
          document = envelope.parse(params.query);
          // graphql-armor's limits (aliases, depth, cost, tokens) throw instead of returning their
          // error; thrown here, graphql-ws would close the socket and every other subscription.
          const errors = envelope.validate(envelope.schema, document);
          if (errors.length > 0) return errors;
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        if (getOperationAST(document, params.operationName)?.operation !== 'subscription') {
          // Queries and mutations go over HTTP, where the CSRF check and the session cookies apply.
          return [new GraphQLError('Only subscriptions are served over the websocket.')];
        }
        const args: ExecutionArgs = {
          schema: envelope.schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: ctx.extra.context,
        };
        enveloped.set(args, envelope);
        writeSharedEvents(args, nextMessages(ctx.extra.socket, id));
        return args;
      },
      subscribe: (args) => enveloped.get(args)!.subscribe(args),
      execute: (args) => enveloped.get(args)!.execute(args),
    },
    wss,
  );

  return {
    /** Closes every live connection with this code; new ones are still accepted until `close`. */
    closeSockets(code: number, reason: string) {
      for (const socket of wss.clients) socket.close(code, reason);
    },
    async close() {
      await graphqlWs.dispose();
    },
  };
}

/** graphql-transport-ws's `next` message of subscription `id`, written as graphql-ws writes it. */
export function nextMessages(
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'bufferedAmount' | 'send'>,
  id: string,
) {
  const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  let warned = false;
  return (resultJson: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_UNSENT_BYTES) {
      if (!warned) logger.warn({ subscription: id }, 'a websocket client reads too slowly: events dropped');
      warned = true;
      return;
    }
    socket.send(`${head}${resultJson}}`);
  };
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  return headers;
}
