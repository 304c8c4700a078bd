import type { Catalogue } from '../catalogue';

/**
 * The manual deal link of the quotation overview (spec 01 section 8). Its failures are the
 * error codes NO_DEAL_SELECTED and DEAL_LINK_FAILED; these are the texts without a code.
 */
export const deals: Catalogue = {
  'deals.linked': {
    nl: 'Deal succesvol verbonden.',
    fr: 'Deal associé avec succès.',
    en: 'Deal linked successfully.',
    de: 'Deal erfolgreich verknüpft.',
  },
  'deals.searchFailed': {
    nl: "Couldn't collect deals",
    fr: 'Impossible de récupérer les deals',
    en: "Couldn't collect deals",
    de: 'Deals konnten nicht geladen werden',
  },
};
