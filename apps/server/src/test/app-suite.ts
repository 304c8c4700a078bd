import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app';

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
