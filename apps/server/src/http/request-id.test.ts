import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger, loggerOptions, logScope } from '../logger';
import { createTestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp();
    url = await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });

  it("is answered in X-Request-Id and carried by the request's log lines", async () => {
    const scopes: unknown[] = [];
    vi.spyOn(logger, 'info').mockImplementation(() => void scopes.push(logScope.getStore()));
    const response = await post();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    // The refused `me` is logged at info ("graphql", UNAUTHENTICATED), inside the request's scope,
    // which the GraphQL operation names too (an unnamed one here).
    expect(scopes).toContainEqual({ requestId, operation: 'anonymous' });
    expect(response.headers.get('x-request-id')).not.toBe((await post()).headers.get('x-request-id'));
  });

  it("keeps the proxy's id when it is a plain token, and replaces anything else", async () => {
    const given = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect((await post({ 'x-request-id': given })).headers.get('x-request-id')).toBe(given);
    for (const odd of ['short', 'two words here', 'x'.repeat(129), 'id\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9'])
      expect((await post({ 'x-request-id': odd })).headers.get('x-request-id')).toMatch(UUID);
  });

  it('is written on a log line by the logger itself', () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const log = pino({ ...loggerOptions, level: 'info' }, stream);
    logScope.run({ requestId: 'r-12345678' }, () => log.info({ code: 'NOT_FOUND' }, 'graphql'));
    log.info('outside');
    const [inside, outside] = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(inside).toMatchObject({ requestId: 'r-12345678', code: 'NOT_FOUND', msg: 'graphql' });
    expect(outside).not.toHaveProperty('requestId');
  });
});
