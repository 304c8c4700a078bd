import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const OWN = 'http://localhost:3000';
const PARTNER = 'https://partner.example.com';

describe('requests that change something, by the origin they come from', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: OWN, CORS_ORIGINS: ` ${PARTNER}/ , https://other.example.org` });
    baseUrl = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  const post = (
    headers: Record<string, string>,
    body: BodyInit = JSON.stringify({ query: '{ __typename }' }),
  ) =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
      body,
    });

  it('refuses a GraphQL POST from another site with 403 and no CORS header', async () => {
    const response = await post({ origin: 'https://evil.test', cookie: 'spokes_session=stolen' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses an upload from another site before reading its body', async () => {
    // Only the headers are sent: an answer proves that nothing past them was waited for.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(10 * 1024 * 1024),
          'x-graphql-yoga-csrf': '1',
          origin: 'https://evil.test',
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(403);
  });

  it('refuses a write to the file routes from another site', async () => {
    const response = await fetch(`${baseUrl}/files/order-logs/1`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.test' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a cross-site or same-site browser request that names no origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expect((await post({ 'sec-fetch-site': site })).status).toBe(403);
    }
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('answers a POST from its own pages, without CORS headers (they need none)', async () => {
    const response = await post({ origin: OWN, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a POST from a CORS_ORIGINS entry, with CORS headers naming that origin only', async () => {
    const response = await post({ origin: PARTNER, 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('lets a preflight from another site through without allowing it', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a client that is no browser (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await post({})).status).toBe(200);
  });
});
