import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antDesignTokens } from './design-tokens';
import { precompress } from './precompress';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), antDesignTokens(), precompress()],
  server: {
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/healthz': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bundle bench (bench/bundle.ts) reads what each route loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // antd's form context imports @rc-component/form's index for one provider; the package
        // declares no `sideEffects`, so without this every input and select carried the whole form
        // engine and its validator (about 8 kB gzipped) onto pages that have no form.
        moduleSideEffects: [
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Vite 8 bundles with Rolldown: `codeSplitting` replaces Rollup's `manualChunks`.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
