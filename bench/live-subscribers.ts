import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The subscribers of the live-updates bench, in a child process so that the server's CPU time is
 * measured without theirs. Mode `graphql`: each one a graphql-ws subscription with its own
 * session cookie; mode `plain`: bare websockets of the `ws` anchor. After every `expected`
 * deliveries it reports the wall-clock time of the last one (and once, a delivered message).
 */
type Start = { mode: 'graphql' | 'plain'; url: string; cookies: string[]; query: string; expected: number };

const now = () => performance.timeOrigin + performance.now();

/** Opened a few at a time: a thousand handshakes at once would outlast graphql-ws's init timeout. */
const OPENING_AT_ONCE = 50;

process.once('message', async (start: Start) => {
  let received = 0;
  let sample: string | undefined;
  const delivered = (message: string) => {
    sample ??= message;
    if (++received % start.expected === 0) process.send!({ deliveredAt: now(), sample });
  };
  const wsUrl = `${start.url.replace(/^http/, 'ws')}/graphql`;
  const subscribe = (cookie: string) =>
    new Promise<void>((connected) => {
      if (start.mode === 'plain') {
        const socket = new WebSocket(wsUrl);
        socket.on('open', () => connected());
        socket.on('message', (data: Buffer) => delivered(data.toString()));
        return;
      }
      class CookieWebSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      }
      const client = createClient({
        url: wsUrl,
        webSocketImpl: CookieWebSocket,
        retryAttempts: 0,
        on: { connected: () => connected() },
      });
      client.subscribe(
        { query: start.query },
        {
          // The graphql-ws wire message, for the anchor to send the same bytes.
          next: (payload) =>
            delivered(JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', type: 'next', payload })),
          error: (error) => process.send!({ error: describe(error) }),
          complete: () => {},
        },
      );
    });
  for (let first = 0; first < start.cookies.length; first += OPENING_AT_ONCE)
    await Promise.all(start.cookies.slice(first, first + OPENING_AT_ONCE).map(subscribe));
  process.send!({ ready: true });
});

/** graphql-ws reports a closed socket as its CloseEvent: its code and reason say why. */
function describe(error: unknown): string {
  const { code, reason } = error as { code?: number; reason?: string };
  return code === undefined ? String(error) : `closed with ${code} ${reason ?? ''}`;
}
