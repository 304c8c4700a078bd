import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCall = { path: string; body: unknown; headers: IncomingHttpHeaders };

/**
 * A real HTTP receiver on loopback: /ok answers 200, /created 201, /fail 500, /hang never
 * answers, and /flaky answers 500 while `failuresLeft` is above zero, then 200.
 */
export async function startWebhookReceiver() {
  const calls: ReceivedCall[] = [];
  const state = { failuresLeft: 0 };
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      calls.push({ path, body: JSON.parse(raw) as unknown, headers: request.headers });
      if (path === '/hang') return;
      const fails = path === '/fail' || (path === '/flaky' && state.failuresLeft-- > 0);
      response.writeHead(fails ? 500 : path === '/created' ? 201 : 200, { 'content-type': 'text/plain' });
      response.end(fails ? 'receiver broke' : 'thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
