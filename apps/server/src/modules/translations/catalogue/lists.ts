import type { Catalogue } from '../catalogue';

/** The shared list table: its toolbar, header filters and empty state (issue 7). */
export const lists: Catalogue = {
  'list.count': {
    nl: '{{count}} resultaten',
    fr: '{{count}} résultats',
    en: '{{count}} results',
    de: '{{count}} Ergebnisse',
  },
  'list.selected': {
    nl: '{{count}} geselecteerd',
    fr: '{{count}} sélectionné(s)',
    en: '{{count}} selected',
    de: '{{count}} ausgewählt',
  },
  'list.search': { nl: 'Zoeken', fr: 'Rechercher', en: 'Search', de: 'Suchen' },
  'list.reset': { nl: 'RESET', fr: 'RÉINITIALISER', en: 'RESET', de: 'ZURÜCKSETZEN' },
};
