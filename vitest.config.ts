import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM without an exports map: Node loads the CJS build for the libraries,
// so the sources must get the same one or `instanceof GraphQLError` fails across the two copies.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine.
    maxWorkers: 2,
    projects: [
      // Pure functions: a file leaves nothing behind for the next one in its worker.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
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
          // The files of one worker share the loaded modules (Ant Design alone takes seconds to
          // import) and one happy-dom page; setup.ts takes back what a file gave the shared i18n
          // instance and the page's address. 86 s against 47 s.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          alias: { graphql: graphqlCjs },
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/database-template.ts'],
          // Each file makes its own apps on their own databases, so the files of one worker share
          // only the loaded modules and PGlite's compiled WebAssembly: importing the server and
          // compiling PGlite anew per file was 60% of the server tests' time (270 s against 111 s).
          isolate: false,
          env: { NODE_ENV: 'test' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
