import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The subscribers of the live-updates bench, in a child process so that the server's CPU time is
 * measured without theirs. Each one is a real websocket with its own session cookie; after every
 * `expected` deliveries it reports the wall-clock time of the last one.
 */
type Start = { baseUrl: string; cookies: string[]; query: string; expected: number };

const now = () => performance.timeOrigin + performance.now();

/** Opened a few at a time: a thousand handshakes at once would outlast graphql-ws's init timeout. */
const OPENING_AT_ONCE = 50;

process.once('message', async (start: Start) => {
  let received = 0;
  const subscribe = (cookie: string) =>
    new Promise<void>((connected) => {
      class CookieWebSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      }
      const client = createClient({
        url: `${start.baseUrl.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: CookieWebSocket,
        retryAttempts: 0,
        on: { connected: () => connected() },
      });
      client.subscribe(
        { query: start.query },
        {
          next: () => {
            if (++received % start.expected === 0) process.send!({ deliveredAt: now() });
          },
          error: (error) => process.send!({ error: describe(error) }),
          complete: () => {},
        },
      );
    });
  for (let first = 0; first < start.cookies.length; first += OPENING_AT_ONCE)
    await Promise.all(start.cookies.slice(first, first + OPENING_AT_ONCE).map(subscribe));
});

/** graphql-ws reports a closed socket as its CloseEvent: its code and reason say why. */
function describe(error: unknown): string {
  const { code, reason } = error as { code?: number; reason?: string };
  return code === undefined ? String(error) : `closed with ${code} ${reason ?? ''}`;
}
