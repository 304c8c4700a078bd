import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
      output: {
        // Vite 8 bundles with Rolldown: `codeSplitting` replaces Rollup's `manualChunks`.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              // Only the Ant Design modules every page needs (the shell and the sign-in page); the
              // components of later screens stay in those screens' chunks, so sign-in stays light.
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|dayjs)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
