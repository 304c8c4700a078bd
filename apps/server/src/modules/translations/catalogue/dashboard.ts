import type { Catalogue } from '../catalogue';

/** The employers portal's dashboard (/employersportal/dashboard, spec 03 section 2.6). */
export const dashboard: Catalogue = {
  'dashboard.title': { nl: 'Dashboard', fr: 'Tableau de bord', en: 'Dashboard', de: 'Dashboard' },
  'dashboard.statuses': {
    nl: 'Offertes per orderstatus',
    fr: 'Offres par statut de commande',
    en: 'Quotations by order status',
    de: 'Angebote nach Auftragsstatus',
  },
  'dashboard.bikeTypes': {
    nl: 'Offertes per fietstype',
    fr: 'Offres par type de vélo',
    en: 'Quotations by bike type',
    de: 'Angebote nach Fahrradtyp',
  },
  'dashboard.companies': {
    nl: 'Offertes per bedrijf',
    fr: 'Offres par entreprise',
    en: 'Quotations by company',
    de: 'Angebote nach Unternehmen',
  },
  'dashboard.empty': {
    nl: 'Nog geen offertes',
    fr: "Pas encore d'offres",
    en: 'No quotations yet',
    de: 'Noch keine Angebote',
  },
};
