import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@spokes/domain/codes';

// The interface speaks the domain's languages (@spokes/domain/codes): nl, fr, en and de.
export type Language = LanguageCode;

/**
 * Each language in its own words, whatever the interface shows: someone who cannot read the
 * current language still finds theirs. Not translation keys, since no translation applies.
 */
export const languageNames: Record<Language, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};

/** The browser's first preferred language among nl, fr, en and de; otherwise nl. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language of the interface: the signed-in user's profile language, else the one chosen
 * earlier in this browser, else the browser's (spec 01 section 1, with the remembered choice).
 */
export function interfaceLanguage(
  profileLanguage: string | undefined,
  remembered: Language | undefined,
): Language {
  const profile = profileLanguage?.toLowerCase();
  if (profile && isLanguageCode(profile)) return profile;
  return remembered ?? browserLanguage();
}
