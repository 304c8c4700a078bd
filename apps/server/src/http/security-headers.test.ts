import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/test-app';
import { createOriginPolicy } from './origin-policy';
import { createLifecycle } from './lifecycle';
import { createAppHandler, createInstanceServer } from './server';

type GraphqlHandler = Parameters<typeof createAppHandler>[0]['graphql'];

/** The real server entry with a built page and a file route that serves bytes. */
async function serve(
  env: Record<string, string>,
  webDist: string,
  graphql: GraphqlHandler = (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const server = createInstanceServer(createLifecycle());
  server.serve(
    createAppHandler({
      graphql,
      files: (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
      metrics: (_req, res) => res.writeHead(404).end(),
      webDist,
      config,
      originPolicy: createOriginPolicy(config),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // The client's keep-alive connections too: the server keeps idle ones for a minute.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('security headers on pages and files', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    app = await createTestApp();
    webDist = await mkdtemp(join(tmpdir(), 'spokes-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Spokes</title>');
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  for (const path of ['/login', '/files/order-logs/1']) {
    it(`sends the policy, nosniff and the referrer policy on ${path}`, async () => {
      const site = await serve({ PUBLIC_URL: 'http://localhost:3000' }, webDist);
      try {
        const response = await fetch(`${site.url}${path}`);
        expect(response.status).toBe(200);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("frame-src 'self' blob:");
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await site.close();
      }
    });
  }

  it('sends nosniff on every /graphql answer: a result, an error, a refused origin', async () => {
    const site = await serve({ PUBLIC_URL: 'http://localhost:3000' }, webDist, (req, res) =>
      app.yoga(req, res),
    );
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
        body,
      });
    try {
      const answers = [
        await post(JSON.stringify({ query: '{ __typename }' })),
        await post(JSON.stringify({ query: '{ nothing' })),
        await post('not json'),
        await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 403]);
      for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await site.close();
    }
  });

  it('serves the page itself under /login', async () => {
    const site = await serve({ PUBLIC_URL: 'http://localhost:3000' }, webDist);
    try {
      const response = await fetch(`${site.url}/login`);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Spokes</title>');
    } finally {
      await site.close();
    }
  });

  it('tells browsers to keep to https when PUBLIC_URL is https, on pages and files', async () => {
    const site = await serve({ PUBLIC_URL: 'https://spokes.example.com' }, webDist);
    try {
      for (const path of ['/login', '/files/order-logs/1']) {
        const response = await fetch(`${site.url}${path}`);
        expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      }
    } finally {
      await site.close();
    }
  });
});
