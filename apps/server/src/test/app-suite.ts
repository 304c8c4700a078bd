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
