/**
 * The info pages of spec 03 section 2.7, by the slug of their dealer route (/info,
 * /info-end-of-lease, /info-damage, /contact). Their text exists in Dutch and French only.
 */
export const INFO_PAGE_SLUGS = ['info', 'info-end-of-lease', 'info-damage', 'contact'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export const INFO_PAGE_LANGUAGES = ['nl', 'fr'] as const;
export type InfoPageLanguage = (typeof INFO_PAGE_LANGUAGES)[number];

export function isInfoPageSlug(value: string): value is InfoPageSlug {
  return (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}

export function isInfoPageLanguage(value: string): value is InfoPageLanguage {
  return (INFO_PAGE_LANGUAGES as readonly string[]).includes(value);
}

/** Spec 03: French when the user's language is fr, otherwise Dutch (en and de users read Dutch). */
export function infoPageLanguage(userLanguage: string | null | undefined): InfoPageLanguage {
  return userLanguage === 'fr' ? 'fr' : 'nl';
}
