import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// axe-core injected by hand: @axe-core/playwright needs Node 22 (docs/decisions.md). Evaluated
// through the DevTools protocol, not added as a <script>: the app's policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails on a serious or critical WCAG 2.1 A/AA violation on the screen as it is now. Called after
 * every screen a journey reaches, once the screen is shown: a check hooked on navigation would run
 * on a half-rendered single-page app and miss drawers and dialogs that open without navigating.
 */
export async function expectAccessible(page: Page, screen = new URL(page.url()).pathname) {
  // Once per document: a journey checks several screens of one single-page app.
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(axeSource);
  // A transition that starts while axe runs (data arriving enables a button, which fades from its
  // disabled colours) is measured mid-way: what is found is checked again once the screen is still,
  // and only what is still there fails.
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `accessibility violations on ${screen}`).toEqual([]);
}

async function blockingViolations(page: Page) {
  // A drawer sliding in or a button fading to enabled has colours between its states: axe would
  // measure the contrast of a frame nobody reads. Endless ones (a spinner) have no end to wait for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    wcagTags,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
