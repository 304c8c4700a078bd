import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { nextMessages } from './websocket-server';

/** A socket whose unsent bytes the test sets, as a client that stopped reading leaves them. */
function socket() {
  const sent: string[] = [];
  return {
    sent,
    readyState: WebSocket.OPEN as WebSocket['readyState'],
    OPEN: WebSocket.OPEN,
    bufferedAmount: 0,
    send: (data: string) => void sent.push(data),
  };
}

describe('the next messages written straight to a websocket', () => {
  it("writes graphql-ws's next message of the subscription", () => {
    const client = socket();
    nextMessages(client, 'sub-1')('{"data":{"orderUpdated":{"order_id":4}}}');
    expect(client.sent.map((message) => JSON.parse(message) as unknown)).toEqual([
      { id: 'sub-1', type: 'next', payload: { data: { orderUpdated: { order_id: 4 } } } },
    ]);
  });

  it('drops the events of a client that leaves over a megabyte unread, and writes again once it reads', () => {
    const client = socket();
    const write = nextMessages(client, 'sub-1');
    client.bufferedAmount = 1024 * 1024 + 1;
    write('{"data":{"n":1}}');
    client.bufferedAmount = 0;
    write('{"data":{"n":2}}');
    expect(client.sent).toEqual(['{"id":"sub-1","type":"next","payload":{"data":{"n":2}}}']);
  });

  it('writes nothing to a socket that is closing', () => {
    const client = socket();
    client.readyState = WebSocket.CLOSING;
    nextMessages(client, 'sub-1')('{"data":{}}');
    expect(client.sent).toEqual([]);
  });
});
