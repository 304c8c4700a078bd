import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The subscribers of the live-updates bench, in a child process so that the server's CPU time is
 * measured without theirs. Each one is a real websocket with its own session cookie; after every
 * `expected` deliveries it reports the wall-clock time of the last one.
 */
type Start = { baseUrl: string; cookies: string[]; query: string; expected: number };

const now = () => performance.timeOrigin + performance.now();

process.once('message', (start: Start) => {
  let received = 0;
  let subscribed = 0;
  for (const cookie of start.cookies) {
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: `${start.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => process.send!({ connected: ++subscribed }) },
    });
    client.subscribe(
      { query: start.query },
      {
        next: () => {
          if (++received % start.expected === 0) process.send!({ deliveredAt: now() });
        },
        error: (error) => process.send!({ error: String(error) }),
        complete: () => {},
      },
    );
  }
});
