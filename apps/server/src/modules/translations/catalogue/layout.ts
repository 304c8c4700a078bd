import type { Catalogue } from '../catalogue';

/** The frames around the pages and the generic error screen (spec 03 section 2.9). */
export const layout: Catalogue = {
  'layout.dealer': { nl: 'Dealer', fr: 'Revendeur', en: 'Dealer', de: 'Händler' },
  'errorPage.notFoundTitle': {
    nl: 'Pagina niet gevonden',
    fr: 'Page introuvable',
    en: 'Page not found',
    de: 'Seite nicht gefunden',
  },
  'errorPage.notFound': {
    nl: 'Deze pagina bestaat niet.',
    fr: "Cette page n'existe pas.",
    en: 'This page does not exist.',
    de: 'Diese Seite existiert nicht.',
  },
};
