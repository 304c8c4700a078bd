import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM without an exports map: Node loads the CJS build for the libraries,
// so the sources must get the same one or `instanceof GraphQLError` fails across the two copies.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The scripts around the end-to-end run (the browser check before Playwright).
      { test: { name: 'e2e-scripts', include: ['e2e/scripts/**/*.test.ts'] } },
      {
        // The web app's hooks, guards and forms, rendered with Testing Library in happy-dom.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Rendering Ant Design forms in happy-dom takes seconds while the server files run beside.
          testTimeout: 20000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          alias: { graphql: graphqlCjs },
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/database-template.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
