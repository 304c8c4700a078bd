import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_END_STATUS_CODES } from '@spokes/domain/codes';
import { ERROR_CODES, errorTranslationKey } from '@spokes/domain/errors';
import { PASSWORD_RULES, passwordRuleTranslationKey } from '@spokes/domain/password';
import { translationStrings } from './modules/translations/catalogue';

// Every translation key the web app names must have its nl, fr, en and de text in the catalogue
// the server serves. Here, not in the web project: the web app may not import the server, even
// in a test. The web names keys as string literals ('area.key'), in t('…') calls and in the
// tables that feed t() (labelKey, CHANNEL_LABELS, ...); keys it builds at run time come from the
// domain's lists below.

const webSource = new URL('../../web/src', import.meta.url).pathname;
const keyLiteral = /(['"])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g;

/** Literals that look like keys and are not: file names, and the app's sessionStorage keys. */
const notKeys = /\.(tsx?|js|css|csv|graphql|json|png|svg|pdf)$|^spokes\./;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function webKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(webSource)) {
    for (const [, , key] of readFileSync(file, 'utf8').matchAll(keyLiteral)) {
      if (!notKeys.test(key)) keys.set(key, relative(webSource, file));
    }
  }
  return keys;
}

/** Keys the web app builds at run time from the domain's codes. */
const builtKeys = [
  ...ERROR_CODES.map(errorTranslationKey),
  ...PASSWORD_RULES.map(passwordRuleTranslationKey),
  ...CONTRACT_END_STATUS_CODES.map((code) => `contractEndStatus.${code}`),
];

describe('web translation keys', () => {
  it('finds the keys the web app names', () => {
    const keys = webKeys();
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.has('userManagement.save')).toBe(true);
    expect(keys.has('menu.myAccount')).toBe(true);
  });

  it('has every key the web app uses in nl, fr, en and de', () => {
    const missing: string[] = [];
    for (const [key, file] of [...webKeys(), ...builtKeys.map((key) => [key, 'domain'] as const)]) {
      // A key used with { count } is looked up as i18next's plural forms, key_one and key_other.
      const forms = key in translationStrings ? [key] : [`${key}_one`, `${key}_other`];
      for (const form of forms) {
        for (const language of ['nl', 'fr', 'en', 'de'] as const) {
          if (!translationStrings[form]?.[language]?.trim()) missing.push(`${form} (${language}) in ${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
