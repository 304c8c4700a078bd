import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse } from './graphql-client';

/**
 * A browser-like graphql-ws client over a real websocket: it sends the session cookie with the
 * upgrade request and records how the server closed the connection.
 */
export function subscriptionClient(baseUrl: string, cookie: string, options: { origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let opened = false;
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeWebSocket,
    retryAttempts: 0,
    on: {
      opened: () => (opened = true),
      closed: (event) => resolveClosed((event as { code: number }).code),
    },
  });

  return {
    /** Resolves with the close code once the server (or dispose) closed the socket. */
    closed,
    subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const received: GraphQLResponse<T>[] = [];
      const waiters: ((value: GraphQLResponse<T>) => void)[] = [];
      let failure: unknown;
      const unsubscribe = client.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            const waiter = waiters.shift();
            if (waiter) waiter(value as GraphQLResponse<T>);
            else received.push(value as GraphQLResponse<T>);
          },
          error: (error) => (failure = error),
          complete: () => {},
        },
      );
      return {
        unsubscribe,
        get error() {
          return failure;
        },
        /** The next message, or a rejection after `timeoutMs`. */
        next(timeoutMs = 5000): Promise<GraphQLResponse<T>> {
          const queued = received.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push((value) => {
              clearTimeout(timer);
              resolve(value);
            });
          });
        },
      };
    },
    /**
     * Closes the socket and waits for the server's side of the close, by which the server has let
     * go of its subscriptions: a test that counts the server's listeners next counts no stale one.
     */
    async dispose() {
      await client.dispose();
      if (opened) await closed;
    },
  };
}

/**
 * Polls until the condition holds (a subscription is registered on the server, ...). The limit
 * is generous: with the whole suite running on 2 cores, a websocket's sign-in once took over 5 s.
 */
export async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
