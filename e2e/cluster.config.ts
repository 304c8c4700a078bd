import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The cluster test (`playwright test -c cluster.config.ts`, after the journeys): it starts its own
 * instances on the local PostgreSQL behind HAProxy, so it shares none of the journeys' servers.
 */
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME?.replace(/(\.json)?$/, '-cluster.json');
// The variable would win over outputFile and overwrite the journeys' report.
delete process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  ...base,
  testDir: './cluster',
  workers: 1,
  timeout: 240_000,
  webServer: undefined,
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
});
