import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antDesignTokens } from './design-tokens';
import { precompress } from './precompress';

const server = 'http://127.0.0.1:3000';
const antDesignShared =
  /node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/;
const antDesignLocale = /[\\/]locale[\\/]([a-z]{2}_[A-Z]{2}|common)\.js$/;

export default defineConfig({
  plugins: [react(), antDesignTokens(), precompress()],
  server: {
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/files': { target: server, changeOrigin: true },
      '/healthz': { target: server, changeOrigin: true },
      '/readyz': { target: server, changeOrigin: true },
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
              priority: 3,
            },
            {
              // The interface language's locale loads at boot, before any screen. The locale pieces
              // it shares with Ant Design's defaults (the picker's common locale) get their own
              // small file, or the boot would download the whole shared chunk below.
              name: 'antd-locale',
              test: (id: string) => antDesignShared.test(id) && antDesignLocale.test(id),
              minShareCount: 2,
              priority: 2,
              // Locale files import locale files only; following dependencies would pull in React.
              includeDependenciesRecursively: false,
            },
            {
              // Icon shapes the sign-in page draws itself (imported by our own code, not through
              // Ant Design's icons): left to the shared chunk below, which Ant Design's components
              // pull them into, they would bring all of it to the sign-in page.
              name: (id, context) =>
                context.getModuleInfo(id)?.importers.some((importer) => !importer.includes('node_modules'))
                  ? 'icon-shapes'
                  : null,
              test: /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The Ant Design code most screens use, in one file: left to automatic splitting it
              // was cut into many small chunks along the screens' lazy boundaries, and each new
              // screen cut it further (the list screens paid about 14 kB for the cuts). The
              // group keeps its modules' dependencies with them (the default): without that, shared
              // modules ran before the code they need and no screen rendered. The share count is
              // measured, not derived: lower brings the form and date-picker code to every screen,
              // higher cuts the shared code again (heaviest route on 24/11 with 9: 425.7 kB, 12:
              // 391.3, 14: 399.4, 20: 400.7, no group: 404.6). With the portal's cost-centre and
              // dashboard screens: 12: 398.5, 13: 393.0, 14: 395.1. With the Dealers tab and the
              // dealer info screens (issue 23): 13: 432.8, 14: 398.9, 15: 397.5, 16: 401.2, 17: 404.5.
              // With all of issue 23's settings (companies, sheet page, import, change log) and the
              // Taal tab: 16 and 18: 443.2, 19: 399.1, 20: 401.4, 21: 406.7, 22: 408.6.
              // With issue 24's Templates, reference, Webhooks and mail-text tabs: 19: 446.9,
              // 21: 438.1, 23 to 26: 434.2, 27: 401.1 (398.8 once the export's progress bar loads
              // on demand), 28: 403.7, 30: 410.3. With issue 27's licence plate page: 27: 434.4,
              // 28: 400.0 (new quotation; the plates page 395.8). With issue 25's self-service and info
              // pages and issue 26's service passes: 26 and 28: 433.9, 29: 402.1 (397.7 once the
              // pass table's editing cells load beside it), 30: 403.8, 31: 409.2. With issue 30's
              // ageing, policy and delegation screens: 29 to 31: 435.1 and eleven routes over,
              // 32: 399.9 (once the policy page's forms and the history drawer load on demand and
              // it shows no Card; 420.4 before), 33: 401.5, 34: 406.5. Re-measure as screens are
              // added.
              name: 'antd-shared',
              test: (id: string) => antDesignShared.test(id) && !antDesignLocale.test(id),
              minShareCount: 32,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
