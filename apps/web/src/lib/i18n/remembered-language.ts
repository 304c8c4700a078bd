import { isLanguageCode } from '@spokes/domain/codes';
import type { Language } from './language';

const STORAGE_KEY = 'spokes.language';

/**
 * The language last chosen in this browser (on the sign-in page or in my account). Before
 * signing in it comes before the browser's own language; a signed-in user's profile wins.
 */
export function rememberedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored && isLanguageCode(stored) ? stored : undefined;
  } catch {
    // Storage can be switched off (private mode, a policy): the browser's language then applies.
    return undefined;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across reloads, but the switch itself still happens.
  }
}
