import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from '@urql/core';
import { errorCode } from './errors';
import { lazyWebsocket } from './lazy-websocket';
import { announceSessionExpired } from './session-expiry';
import { announceSubscriptionsReconnected } from './subscriptions-reconnected';
import { fetchWithUploadProgress } from './upload-progress';

export type GraphqlConnection = {
  client: Client;
  /** Closes the subscriptions' websocket for good (at sign-out). */
  close: () => void;
};

const MAX_RETRY_WAIT_MS = 30_000;

/** Exponential backoff with jitter, capped: a tab left open through a deploy reconnects soon after. */
async function retryWait(retries: number) {
  const wait = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

function websocketUrl(location: Location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * One endpoint, a cookie session and Yoga's CSRF prevention: every request carries the
 * `x-graphql-yoga-csrf` header, which a cross-site form post cannot send. Subscriptions share
 * one websocket per browser (graphql-ws), opened at the first subscription and closed shortly
 * after the last; the server reads the session cookie from its upgrade request.
 */
export function createGraphqlConnection(): GraphqlConnection {
  const websocket = lazyWebsocket({
    url: websocketUrl(window.location),
    lazy: true,
    // Keeps the socket across a route change that ends one subscription and starts the next.
    lazyCloseTimeout: 3000,
    // graphql-ws never retries its fatal close codes, among them 4401 (no session): only drops.
    retryAttempts: Infinity,
    retryWait,
    // A refused connection (the server restarting) reaches the client as an error event before
    // the close event, and graphql-ws gives up on errors unless told to retry them too.
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) announceSubscriptionsReconnected();
      },
    },
  });

  const client = new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      mapExchange({
        onError(error, operation) {
          const isViewerQuery = operation.context.viewerQuery === true;
          if (!isViewerQuery && errorCode(error) === 'UNAUTHENTICATED') announceSessionExpired();
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({
            unsubscribe: websocket.subscribe({ ...request, query: request.query ?? '' }, sink),
          }),
        }),
      }),
    ],
    // Uploads report each file's progress (spec 01 section 5).
    fetch: fetchWithUploadProgress,
    preferGetMethod: false,
    fetchOptions: { credentials: 'include', headers: { 'x-graphql-yoga-csrf': '1' } },
  });

  return { client, close: websocket.close };
}
