import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { serverUrl } from '../servers';

type Fixtures = {
  /**
   * A page in a browser of its own (a second person in the journey), closed with the journey: a
   * page left open keeps its live updates and timers running through the worker's later journeys.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
};

/** Playwright's `test`, with each worker's pages and requests on that worker's own server. */
export const test = base.extend<Fixtures>({
  // Playwright reads what a fixture needs from this pattern: nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
