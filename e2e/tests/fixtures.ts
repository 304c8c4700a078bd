import { test as base } from '@playwright/test';
import { serverUrl } from '../servers';

/** Playwright's `test`, with each worker's pages and requests on that worker's own server. */
export const test = base.extend({
  // Playwright reads what a fixture needs from this pattern: nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
