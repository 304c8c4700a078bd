import { afterAll, beforeAll } from 'vitest';
import { createTestApp, secondInstanceOf } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Registers a fresh test app for a describe block: made before its tests, closed after them.
 * `app` is there once beforeAll has run; a block's own beforeAll comes after this one.
 */
export function appSuite(): { app: TestApp } {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  return {
    get app() {
      return app;
    },
  };
}

/** As appSuite, with the app also listening on a free local port at `baseUrl` (for websockets and plain HTTP). */
export function listeningAppSuite(): { app: TestApp; baseUrl: string } {
  const suite = appSuite();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await suite.app.listen(0, '127.0.0.1');
  });
  return {
    get app() {
      return suite.app;
    },
    get baseUrl() {
      return baseUrl;
    },
  };
}

/** Two instances need a shared PostgreSQL (TEST_DATABASE_URL): PGlite is one process. */
export const SHARED_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SHARED_POSTGRES_NOTE =
  'TEST_DATABASE_URL is unset: two instances can only share a PostgreSQL server (PGlite is one process). ' +
  'Run with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Two server instances on one PostgreSQL for a describe block, as two nodes of one deployment,
 * listening on free local ports. Without TEST_DATABASE_URL there are none, and each test calls
 * `skipWithoutPostgres(test)` first.
 */
export function twoInstanceSuite() {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstanceOf>>;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    if (!SHARED_POSTGRES) return;
    a = await createTestApp();
    b = await secondInstanceOf(a);
    urlA = await a.listen(0, '127.0.0.1');
    urlB = await b.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  return {
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get urlA() {
      return urlA;
    },
    get urlB() {
      return urlB;
    },
    skipWithoutPostgres(test: { skip: (condition: boolean, note: string) => void }) {
      test.skip(!SHARED_POSTGRES, SHARED_POSTGRES_NOTE);
    },
  };
}
