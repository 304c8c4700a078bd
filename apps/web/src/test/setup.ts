import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { DEFAULT_LANGUAGE } from '@spokes/domain/codes';
import { i18n } from '../lib/i18n/i18n';

// Ant Design's forms validate asynchronously; with every test file running at once on a small
// machine, the default 1 s wait for a form's answer is too short to mean "it never came".
configure({ asyncUtilTimeout: 5000 });

// happy-dom computes an element's style by matching every rule of every style sheet in the page,
// and Testing Library's role queries and user-event's pointer checks ask it for each element they
// look at: with Ant Design's styles injected, that was 44% of a form test's time (the web tests:
// 116 s against 77 s). The style elements stay in the page, without a sheet to match. What CSS
// shows or hides is the end-to-end tests' to check, in Chromium with the real styles; no test here
// passed or failed by a style sheet.
if (typeof window !== 'undefined')
  Object.defineProperty(window.HTMLStyleElement.prototype, 'sheet', { get: () => null, configurable: true });

// Testing Library unmounts after each test only when the runner exposes globals; ours does not.
afterEach(() => {
  cleanup();
});

/** Vitest's address for a happy-dom page. */
const START_URL = 'http://localhost:3000/';

type HappyDomWindow = Window & { happyDOM: { setURL(url: string): void } };

// The files of one worker share their modules and their page (no isolation), so what a file
// changed in either is taken back: the strings and the language it gave the one i18n instance
// (the next file starts from bare keys in nl), and the page's address, which a clicked download
// link leaves on its blob: URL, against which no in-app link resolves.
afterAll(async () => {
  for (const language of Object.keys(i18n.store.data)) i18n.removeResourceBundle(language, 'translation');
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  // A file that runs in Node (`@vitest-environment node`) has no page.
  (globalThis.window as unknown as HappyDomWindow | undefined)?.happyDOM.setURL(START_URL);
});
