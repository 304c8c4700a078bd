import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { DEFAULT_LANGUAGE } from '@spokes/domain/codes';
import { i18n } from '../lib/i18n/i18n';

// Ant Design's forms validate asynchronously; with every test file running at once on a small
// machine, the default 1 s wait for a form's answer is too short to mean "it never came".
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test only when the runner exposes globals; ours does not.
afterEach(() => {
  cleanup();
});

// The files of one worker share their modules (no isolation), so the strings and the language a
// file gave the one i18n instance are taken back: the next file starts from bare keys in nl.
afterAll(async () => {
  for (const language of Object.keys(i18n.store.data)) i18n.removeResourceBundle(language, 'translation');
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
