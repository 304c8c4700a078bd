import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { serverPorts, workers } from './servers';

export default defineConfig({
  testDir: './tests',
  // Two servers and their browsers share two cores with the test runner (one of each with E2E_WORKERS=1),
  // so a journey gets 60 s and a screen's first assertion (the app loading and asking for its
  // data) 10 s instead of Playwright's 30 and 5. A passing run waits no longer for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // In CI a journey that fails gets one more try, reported as flaky in the list and the JSON
  // report: a click that misses on busy cores (one journey in each of the last runs, a different
  // one each time) should not hide the other results. Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  outputDir: './test-results',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    locale: 'nl-BE',
    // The journeys ask for reduced motion, which the app honours with Ant Design's motion off:
    // a sixth less CPU for the suite (docs/decisions.md). The dealer's core loop keeps the motion
    // most people see.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recorded on a retry only: recording every journey's actions, DOM snapshots and screencast
    // doubled Chromium's work (146 against 74 CPU seconds for the same eleven journeys), and a
    // retry in CI is the failure worth reading.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium (or CHROMIUM_PATH), started by a script that keeps Playwright's
      // --disable-features beside ours; scripts/ensure-chromium.sh installs it or says how.
      executablePath: fileURLToPath(new URL('./scripts/chromium.sh', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A headless window still loads the address bar's two popups, Chromium's own web pages:
        // a fifth of the journeys' CPU (decisions.md, "The browser's own pages").
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  // The command removes the database, since this file is loaded by every worker too.
  webServer: serverPorts.map((port) => {
    const dataDir = `/tmp/spokes-e2e-data-${port}`;
    return {
      command: `rm -rf ${dataDir} && npm run start -w apps/server`,
      cwd: '..',
      // Ready, not only alive: the server listens while it migrates and seeds.
      url: `http://127.0.0.1:${port}/readyz`,
      // Migrations, document templates and the demo seed: over a minute on busy cores.
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    };
  }),
});
