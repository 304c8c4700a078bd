/**
 * The live updates' anchor, in a process of its own as the server is: a bare `ws` server that
 * sends one payload to `count` of its sockets when the bench POSTs {payload, count}. No GraphQL,
 * no session, no access check: what a broadcast of the same bytes costs at the least.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets: WebSocket[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const { payload, count } = JSON.parse(body) as { payload: string; count: number };
    for (let i = 0; i < count; i++) sockets[i].send(payload);
    response.end();
  });
});
new WebSocketServer({ server }).on('connection', (socket) => {
  sockets.push(socket);
  socket.on('close', () => sockets.splice(sockets.indexOf(socket), 1));
});
const port = Number(process.env.PORT);
server.listen(port, '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`),
);
