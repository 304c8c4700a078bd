import type { Catalogue } from '../catalogue';

export const common: Catalogue = {
  'common.somethingWentWrong': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'common.home': { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
  'common.retry': { nl: 'Opnieuw proberen', fr: 'Réessayer', en: 'Try again', de: 'Erneut versuchen' },
};
