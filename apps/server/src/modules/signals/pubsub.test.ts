import { describe, expect, it } from 'vitest';
import { createRealtimePubSub } from './pubsub';
import type { RealtimeEvent } from './events';

/** A pubsub on a channel this test feeds itself, as PostgreSQL's NOTIFY would. */
async function channel() {
  let notify: (payload: string) => void = () => {};
  const pubsub = createRealtimePubSub({
    listen: (_channel, onPayload) => {
      notify = onPayload;
      return Promise.resolve(() => Promise.resolve());
    },
  });
  await pubsub.start();
  return { pubsub, send: (event: RealtimeEvent) => notify(JSON.stringify(event)) };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const order = (orderId: number): RealtimeEvent => ({ topic: 'orderUpdated', orderId, quotationId: orderId });

describe('the realtime pubsub', () => {
  it('hands an event out once it is prepared, in the order the events came', async () => {
    const { pubsub, send } = await channel();
    const preparations = new Map([1, 2].map((id) => [id, deferred()]));
    pubsub.prepare('orderUpdated', (event) => preparations.get(event.orderId)!.promise);
    const heard: string[] = [];
    pubsub.listen('orderUpdated')((event) => heard.push(`order ${event.orderId}`));
    pubsub.listen('translationChanged')((event) => heard.push(`text ${event.key}`));

    send(order(1));
    send(order(2));
    send({ topic: 'translationChanged', language: 'nl', key: 'menu.inbox' });
    preparations.get(2)!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual([]);

    preparations.get(1)!.resolve();
    await expect.poll(() => heard).toEqual(['order 1', 'order 2', 'text menu.inbox']);
  });

  it('prepares nothing for a topic nobody on this instance listens to', async () => {
    const { pubsub, send } = await channel();
    const prepared: number[] = [];
    pubsub.prepare('orderUpdated', async (event) => void prepared.push(event.orderId));
    send(order(1));
    const heard: number[] = [];
    pubsub.listen('orderUpdated')((event) => heard.push(event.orderId));
    send(order(2));
    await expect.poll(() => heard).toEqual([2]);
    expect(prepared).toEqual([2]);
  });

  it('still hands out an event whose preparation failed: its listeners read the row themselves', async () => {
    const { pubsub, send } = await channel();
    pubsub.prepare('orderUpdated', () => Promise.reject(new Error('connection reset')));
    const heard: number[] = [];
    pubsub.listen('orderUpdated')((event) => heard.push(event.orderId));
    send(order(1));
    await expect.poll(() => heard).toEqual([1]);
  });
});
