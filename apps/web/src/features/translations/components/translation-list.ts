import { booleanFilter, choiceFilter, textFilter } from '../../../lib/lists/list-filters';

/** The languages shown beside nl: the language list without the first (spec 03, Translations). */
export const OTHER_LANGUAGES = ['fr', 'en', 'de'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

export const translationList = {
  storageKey: 'settings-translations',
  filters: {
    language: choiceFilter(OTHER_LANGUAGES),
    key: textFilter,
    nl: textFilter,
    value: textFilter,
    missing: booleanFilter,
  },
  sortFields: ['key', 'nl', 'value'] as const,
};

export const TRANSLATION_PAGE_SIZE = 20;
