export const languages = ['nl', 'fr', 'en', 'de'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'nl';

export function isLanguage(value: string | null | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

/** The browser's first preferred language among nl, fr, en and de; otherwise nl. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** The language of the interface: the signed-in user's profile language, else the browser's. */
export function interfaceLanguage(profileLanguage: string | undefined): Language {
  const profile = profileLanguage?.toLowerCase();
  return isLanguage(profile) ? profile : browserLanguage();
}
