import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@spokes/domain/codes';

// The interface speaks the domain's languages (@spokes/domain/codes): nl, fr, en and de.
export type Language = LanguageCode;

/** The browser's first preferred language among nl, fr, en and de; otherwise nl. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of the interface: the signed-in user's profile language, else the browser's. */
export function interfaceLanguage(profileLanguage: string | undefined): Language {
  const profile = profileLanguage?.toLowerCase();
  return profile && isLanguageCode(profile) ? profile : browserLanguage();
}
