/**
 * `npm run build -w apps/server`: the server as plain JavaScript in dist/, the one `npm start`
 * runs. Under tsx the same server idled about 60 MB higher (its loader and the source maps of
 * every module stay in memory), too much beside the export's 200 MB goal (decisions.md).
 * Our own code (this package and @spokes/domain) is bundled; every other package stays in
 * node_modules, loaded as published, so files they read beside themselves (PGlite's wasm,
 * pdfkit's fonts) are where they expect them.
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { ensurePgliteTemplate } from './src/db/pglite-template';

const outdir = new URL('dist', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@spokes/') ? undefined : { external: true },
        );
      },
    },
  ],
});

// The embedded database a first start copies (src/db/pglite-template.ts): made once per PGlite
// version and set of migrations, so a later build finds it.
const started = Date.now();
const template = await ensurePgliteTemplate();
if (Date.now() - started > 1000)
  console.log(`PGlite template ready in ${Date.now() - started} ms: ${template}`);
