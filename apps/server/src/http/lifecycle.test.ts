import { request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_RESTART_CLOSE_CODE, type App } from '../app';
import { createUser } from '../test/factories';
import { signedInAs } from '../test/signed-in';
import { subscriptionClient, waitUntil } from '../test/subscription-client';
import { createTestApp } from '../test/test-app';
import { createLifecycle } from './lifecycle';
import { createInstanceServer } from './server';

const QUERY = JSON.stringify({ query: '{ __typename }' });

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A GraphQL POST whose body is held back after its first byte: in flight until `finish`. */
function heldRequest(baseUrl: string) {
  let resolveAnswer: (answer: { status: number; connection?: string; body: string }) => void = () => {};
  let rejectAnswer: (error: Error) => void = () => {};
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = request(
    new URL('/graphql', baseUrl),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(QUERY),
        'x-graphql-yoga-csrf': '1',
      },
    },
    (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolveAnswer({ status: res.statusCode!, connection: res.headers.connection, body }),
      );
      res.on('error', rejectAnswer);
    },
  );
  req.on('error', rejectAnswer);
  req.write(QUERY.slice(0, 1));
  // Handled here too: a test awaits the answer only after the drain that may end it.
  answer.catch(() => {});
  return { answer, finish: () => req.end(QUERY.slice(1)) };
}

describe('readiness and liveness', () => {
  it('answers /healthz while starting, /readyz and every other path 503 until the start is done', async () => {
    const lifecycle = createLifecycle();
    const server = createInstanceServer(lifecycle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      expect(await get(`${base}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get(`${base}/readyz`)).toEqual({ status: 503, body: { status: 'starting' } });
      const early = await fetch(`${base}/graphql`, { method: 'POST', body: QUERY });
      expect([early.status, early.headers.get('retry-after')]).toEqual([503, '2']);

      let databaseUp = true;
      lifecycle.ready({
        database: async () => {
          if (!databaseUp) throw new Error('connection refused');
        },
        worker: () => true,
      });
      expect(await get(`${base}/readyz`)).toEqual({
        status: 200,
        body: { status: 'ready', database: 'ok', migrations: 'applied', worker: 'running' },
      });
      databaseUp = false;
      expect(await get(`${base}/readyz`)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: 'unreachable' },
      });
      // The process lives: restarting it would not bring the database back.
      expect((await get(`${base}/healthz`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('is not ready while its job worker does not run', async () => {
    const app = await createTestApp({}, { worker: false });
    try {
      const base = await app.listen(0, '127.0.0.1');
      expect(await get(`${base}/readyz`)).toMatchObject({ status: 503, body: { worker: 'stopped' } });
    } finally {
      await app.close();
    }
  });
});

describe('draining on SIGTERM', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close().catch(() => {});
    app = undefined;
  });

  it('finishes the request in flight, refuses new connections and closes live updates as a restart', async () => {
    app = await createTestApp({}, { worker: true });
    const base = await app.listen(0, '127.0.0.1');
    expect((await get(`${base}/readyz`)).status).toBe(200);
    const user = await createUser(app.database.db, { super_user: true });
    const live = subscriptionClient(base, (await signedInAs(app, user)).cookie);
    live.subscribe('subscription { orderUpdated { order_id } }');
    await waitUntil(() => app!.pubsub.listenerCount() > 0);

    const inFlight = heldRequest(base);
    await waitUntil(() => app!.lifecycle.inFlight > 0);
    const drained = app.drain(10_000);

    expect(await live.closed).toBe(SERVICE_RESTART_CLOSE_CODE);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(app.worker.running).toBe(false);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(await drained).toEqual({ requestsFinished: true, jobsFinished: true });
    app = undefined;
  });

  it('ends a request still in flight at the time limit', async () => {
    app = await createTestApp({}, { worker: true });
    const base = await app.listen(0, '127.0.0.1');
    const stuck = heldRequest(base);
    await waitUntil(() => app!.lifecycle.inFlight > 0);
    const started = Date.now();
    expect(await app.drain(300)).toEqual({ requestsFinished: false, jobsFinished: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(stuck.answer).rejects.toThrow();
    app = undefined;
  });
});
