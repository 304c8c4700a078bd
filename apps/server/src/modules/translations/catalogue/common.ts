import type { Catalogue } from '../catalogue';

export const common: Catalogue = {
  'common.somethingWentWrong': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'common.home': { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
  'common.stillNeeded': {
    nl: 'Nog in te vullen of te verbeteren: {{fields}}',
    fr: 'Encore à compléter ou à corriger : {{fields}}',
    en: 'Still to fill in or correct: {{fields}}',
    de: 'Noch auszufüllen oder zu korrigieren: {{fields}}',
  },
  'common.retry': { nl: 'Opnieuw proberen', fr: 'Réessayer', en: 'Try again', de: 'Erneut versuchen' },
};
